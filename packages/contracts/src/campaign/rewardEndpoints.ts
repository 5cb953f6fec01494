import { CampaignRewardListSchema, RewardClaimSchema } from './prizeSchemas';
import { CampaignParamsSchema, CampaignRewardParamsSchema } from './schemas';
import { endpoint } from '../endpoint';
import { tags, NOT_FOUND, SIGNED_IN, THROTTLED, PUBLIC, PRIVATE } from './endpointParts';

/** Milestone and personal rewards and their code claim. */
export const campaignRewardEndpoints = {
  rewards: endpoint({
    method: 'GET',
    path: `${PUBLIC}/rewards`,
    summary: 'Milestone and personal rewards with state, progress, the claimed code and codes left',
    tags,
    params: CampaignParamsSchema,
    response: CampaignRewardListSchema,
    errors: NOT_FOUND,
  }),
  rewardClaim: endpoint({
    method: 'POST',
    path: `${PRIVATE}/rewards/:rewardCode/claim`,
    summary: 'Claim a reward: one code of its pool, atomically (the same code on a repeat)',
    tags,
    params: CampaignRewardParamsSchema,
    response: RewardClaimSchema,
    errors: {
      ...SIGNED_IN,
      403: 'NOT_PRE_REGISTERED',
      409: 'REWARD_LOCKED or REWARD_CODES_EXHAUSTED',
      ...THROTTLED,
    },
  }),
};
