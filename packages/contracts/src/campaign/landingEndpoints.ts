import { CampaignParamsSchema, CampaignSchema, PreRegistrationCounterSchema } from './schemas';
import { endpoint } from '../endpoint';
import { COUNTER_CACHE_SECONDS } from './rules';
import { tags, NOT_FOUND, PUBLIC } from './endpointParts';

/** The landing's public reads of a campaign. */
export const campaignLandingEndpoints = {
  campaign: endpoint({
    method: 'GET',
    path: PUBLIC,
    summary:
      'The campaign of a game: launch, pre-registration open, gacha start, raffle entry, 001 §9 constants',
    tags,
    params: CampaignParamsSchema,
    response: CampaignSchema,
    errors: NOT_FOUND,
  }),
  counter: endpoint({
    method: 'GET',
    path: `${PUBLIC}/counter`,
    summary: `Total pre-registrations (website + app stores), cached ${COUNTER_CACHE_SECONDS} s`,
    tags,
    params: CampaignParamsSchema,
    response: PreRegistrationCounterSchema,
    errors: NOT_FOUND,
  }),
};
