import * as v from 'valibot';
import { CampaignParamsSchema } from './campaign';
import { CAMPAIGN_LANGUAGES, type CampaignLanguage } from './campaign/rules';
import { jsonObject } from './safe';

/**
 * A campaign media file name, never a path: lower-case words and a known extension, a video or its
 * captions in one of the campaign languages (`<name>.th.vtt`; a bare `<name>.vtt` is the English
 * track, as remotes built before the translations ask for it).
 */
export const CAMPAIGN_MEDIA_FILE = new RegExp(
  `^[a-z0-9][a-z0-9-]{0,63}(\\.webm|(\\.(${CAMPAIGN_LANGUAGES.join('|')}))?\\.vtt)$`,
);

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
 * The captions track of a learn video the API serves, in a campaign language
 * (`…/media/<name>.webm` → `…/media/<name>.<language>.vtt`); undefined for a video hosted
 * elsewhere, whose captions the API does not know.
 */
export function learnVideoCaptionsUrl(videoUrl: string, language: CampaignLanguage): string | undefined {
  const match = /^\/api\/public\/campaigns\/([^/]+)\/media\/([a-z0-9][a-z0-9-]{0,63})\.webm$/.exec(videoUrl);
  return match ? `/api/public/campaigns/${match[1]}/media/${match[2]}.${language}.vtt` : undefined;
}
