// ---------------------------------------------------------------------------------------------
// Business constants of 001 §9, named once. A campaign's configuration starts from these; the
// operator may change them per campaign (`campaign config`), the API answers the values in force.
// ---------------------------------------------------------------------------------------------

/** Points per successful referral (001 §9). */
export const REFERRAL_POINTS = 40;
/** Referred users that reward (001 §9): the 6th counted referral earns nothing. */
export const MAX_REWARDED_REFERRALS = 5;
/** Maximum points from completing all tasks (001 §9): videos, quests and referrals together. */
export const TASK_POINTS_CAP = 750;
/** Cost of one gacha draw in AE Points (001 §9). */
export const GACHA_DRAW_COST = 250;
/** The gacha goes live one week after the game launches (001 §4, §9). */
export const GACHA_START_DELAY_DAYS = 7;
/** A raffle winner answers within 14 days of the announcement, else the prize is forfeited (001 §4). */
export const RAFFLE_RESPONSE_DAYS = 14;
/** The total pre-registration counter is cached this long (API memory and HTTP Cache-Control). */
export const COUNTER_CACHE_SECONDS = 10;
/** Campaign pages speak these four languages (001 §1); the portal itself stays en/vn. */
export const CAMPAIGN_LANGUAGES = ['en', 'id', 'th', 'vn'] as const;
export type CampaignLanguage = (typeof CAMPAIGN_LANGUAGES)[number];

const DAY_SECONDS = 86_400;
/** When the gacha goes live for a launch date (unix seconds). */
export const gachaStartFor = (launchAt: number): number => launchAt + GACHA_START_DELAY_DAYS * DAY_SECONDS;
/** Last moment a raffle winner can answer (unix seconds). */
export const raffleResponseDeadline = (announcedAt: number, days: number = RAFFLE_RESPONSE_DAYS): number =>
  announcedAt + days * DAY_SECONDS;
