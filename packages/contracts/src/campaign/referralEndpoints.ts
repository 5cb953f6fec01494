import { CampaignParamsSchema } from './schemas';
import { ReferralAcceptPayloadSchema, ReferralSummarySchema } from './taskSchemas';
import { endpoint } from '../endpoint';
import { tags, SIGNED_IN, THROTTLED, PRIVATE } from './endpointParts';

/** Invite codes and who came through them. */
export const campaignReferralEndpoints = {
  referral: endpoint({
    method: 'GET',
    path: `${PRIVATE}/referral`,
    summary: "The player's invite code and link, their referrer, invitees and points from referrals",
    tags,
    params: CampaignParamsSchema,
    response: ReferralSummarySchema,
    errors: SIGNED_IN,
  }),
  referralAccept: endpoint({
    method: 'POST',
    path: `${PRIVATE}/referral/accept`,
    summary: 'Use an invite code: exactly one referrer, never oneself, only before pre-registering',
    tags,
    params: CampaignParamsSchema,
    body: ReferralAcceptPayloadSchema,
    response: ReferralSummarySchema,
    errors: {
      ...SIGNED_IN,
      404: 'INVITE_CODE_INVALID or CAMPAIGN_NOT_FOUND',
      409: 'ALREADY_REFERRED or REFERRAL_TOO_LATE',
      422: 'SELF_REFERRAL',
      ...THROTTLED,
    },
  }),
};
