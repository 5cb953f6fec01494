import { CampaignGachaDrawSchema, CampaignGachaSchema } from './prizeSchemas';
import { CampaignParamsSchema } from './schemas';
import { endpoint } from '../endpoint';
import { tags, NOT_FOUND, SIGNED_IN, THROTTLED, PUBLIC, PRIVATE } from './endpointParts';

/** The campaign gacha and its draws. */
export const campaignGachaEndpoints = {
  gacha: endpoint({
    method: 'GET',
    path: `${PUBLIC}/gacha`,
    summary: 'The campaign gacha: start (launch + 7 days), live or not, draw cost, prizes',
    tags,
    params: CampaignParamsSchema,
    response: CampaignGachaSchema,
    errors: NOT_FOUND,
  }),
  gachaDraw: endpoint({
    method: 'POST',
    path: `${PRIVATE}/gacha/draws`,
    summary: 'One gacha draw for 250 AE Points (from launch + 7 days); the prize arrives as a coupon',
    tags,
    params: CampaignParamsSchema,
    response: CampaignGachaDrawSchema,
    errors: { ...SIGNED_IN, 409: 'CAMPAIGN_GACHA_NOT_LIVE', 422: 'INSUFFICIENT_POINTS', ...THROTTLED },
  }),
};
