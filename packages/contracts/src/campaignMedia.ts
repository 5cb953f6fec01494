import * as v from 'valibot';
import { CampaignParamsSchema } from './campaign';
import { jsonObject } from './safe';

/** A campaign media file name: lower-case words and a known extension, never a path. */
export const CAMPAIGN_MEDIA_FILE = /^[a-z0-9][a-z0-9-]{0,63}\.webm$/;

export const CampaignMediaParamsSchema = jsonObject({
  ...CampaignParamsSchema.entries,
  file: v.pipe(v.string(), v.regex(CAMPAIGN_MEDIA_FILE, 'file must be a .webm name')),
});
export type CampaignMediaParams = v.InferOutput<typeof CampaignMediaParamsSchema>;

export const campaignMediaRoutes = {
  /** GET a learn video (video/webm; Range requests answered 206), cached a day. */
  media: (gameCode: string, file: string) =>
    `/api/public/campaigns/${gameCode.startsWith(':') ? gameCode : encodeURIComponent(gameCode)}/media/${file}`,
} as const;
