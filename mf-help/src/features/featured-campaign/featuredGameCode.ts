import { ApiRequestError, call } from '@portal/api-client';
import {
  FEATURED_CAMPAIGN_KEY,
  FeaturedCampaignSchema,
  metadataEndpoints,
  parseMetadataValue,
} from '@portal/contracts';

/** The game code of the campaign the operator features (COMMON / featuredCampaign), null when none. */
export async function featuredGameCode(): Promise<string | null> {
  try {
    const record = await call(metadataEndpoints.record, { params: { key: FEATURED_CAMPAIGN_KEY } });
    return parseMetadataValue(FeaturedCampaignSchema, record.value)?.gameCode ?? null;
  } catch (error) {
    // No record: the operator features no campaign (an empty state, not an error).
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
