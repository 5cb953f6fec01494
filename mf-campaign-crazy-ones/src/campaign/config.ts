import { campaignCalls } from '@portal/campaign';

/** The campaign's game code: the API identifies the campaign (and its puzzle events) by it. */
export const GAME_CODE = 'crazy_ones';
export const crazyOnesCalls = campaignCalls(GAME_CODE);

export const LANDING_PATH = '/games/official/crazy_ones';

/**
 * Below this many pre-registrations the landing invites players to be among the first instead of
 * showing the total (a small number works against the game). The campaign team changes it here and
 * deploys the remote.
 */
export const COUNTER_SHOWN_FROM = 1_000;

/** The story game's sections in the order of 001 §2. */
export const LANDING_SECTIONS = ['home', 'milestone', 'story', 'characters', 'features'] as const;
export type LandingSectionId = (typeof LANDING_SECTIONS)[number];
