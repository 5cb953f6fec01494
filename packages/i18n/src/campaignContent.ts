import type { NamespaceLoaders } from './instance';

/**
 * A campaign's own content (quests, learn videos, rewards, prizes, puzzle events, its coupon), which
 * the API serves in English, is translated in the campaign's catalogue, shipped with its remote,
 * under `content.<kind>.<code>.<field>`: `content.quests.follow-discord.title`,
 * `content.videos.combat-basics.options.1`, `content.prizes.flagship-phone.name`,
 * `content.coupons.pre-registration.title`. The English catalogue has none: the operator's English
 * is the API's. The campaign kit and the portal's pages that list campaign content read it through
 * `campaignContentText`.
 */
export type CampaignContentKind = 'quests' | 'videos' | 'rewards' | 'prizes' | 'puzzles' | 'coupons';

/** A catalogue's `content` section: kind → code → field → text (a video's options by their index). */
export type CampaignContentTexts = Partial<
  Record<CampaignContentKind, Record<string, Record<string, string | Record<string, string>>>>
>;

export const campaignContentKey = (kind: CampaignContentKind, code: string, field: string) =>
  `content.${kind}.${code}.${field}`;

/**
 * A prize's code: the API names prizes without one, so the catalogue keys them by their name
 * ("Echo Crystal ×50" → `echo-crystal-50`), the same for raffle and gacha prizes and for the
 * prize a winner or a draw names.
 */
export const prizeCode = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The part of i18next's `t` the rule needs (bound to the campaign catalogue's namespace). */
type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * The one rule: an English page shows the API's text, so an operator's edit shows at once; another
 * language the catalogue's translation when it has one for the code, else the API's text.
 */
export const campaignContentText = (
  t: Translate,
  language: string,
  kind: CampaignContentKind,
  code: string,
  field: string,
  fallback: string,
): string =>
  language === 'en' ? fallback : t(campaignContentKey(kind, code, field), { defaultValue: fallback });

/**
 * The exports of the module a campaign remote exposes as `./texts` (container
 * `mf_campaign_<gameCode>`): its catalogue's namespace and loaders, so a page of another app can
 * show that campaign's content in its words.
 */
export interface ExposedCampaignTexts {
  namespace: string;
  loaders: NamespaceLoaders;
}
export const CAMPAIGN_TEXTS_MODULE = './texts';
export const campaignTextsRemote = (gameCode: string) => `mf_campaign_${gameCode}`;
