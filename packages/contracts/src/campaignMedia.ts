import * as v from 'valibot';
import { CampaignParamsSchema } from './campaign';
import { jsonObject } from './safe';

/** A campaign media file name: lower-case words and a known extension (a video, its captions), never a path. */
export const CAMPAIGN_MEDIA_FILE = /^[a-z0-9][a-z0-9-]{0,63}\.(webm|vtt)$/;

export const CampaignMediaParamsSchema = jsonObject({
  ...CampaignParamsSchema.entries,
  file: v.pipe(v.string(), v.regex(CAMPAIGN_MEDIA_FILE, 'file must be a .webm or .vtt name')),
});
export type CampaignMediaParams = v.InferOutput<typeof CampaignMediaParamsSchema>;

export const campaignMediaRoutes = {
  /** GET a learn video (video/webm; Range requests answered 206) or its captions (text/vtt), cached a day. */
  media: (gameCode: string, file: string) =>
    `/api/public/campaigns/${gameCode.startsWith(':') ? gameCode : encodeURIComponent(gameCode)}/media/${file}`,
} as const;

/**
 * The captions track of a learn video the API serves (`…/media/<name>.webm` → `…/media/<name>.vtt`);
 * undefined for a video hosted elsewhere, whose captions the API does not know.
 */
export function learnVideoCaptionsUrl(videoUrl: string): string | undefined {
  const match = /^\/api\/public\/campaigns\/([^/]+)\/media\/([a-z0-9][a-z0-9-]{0,63})\.webm$/.exec(videoUrl);
  return match ? `/api/public/campaigns/${match[1]}/media/${match[2]}.vtt` : undefined;
}
