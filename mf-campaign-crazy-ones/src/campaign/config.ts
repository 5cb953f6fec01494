import { campaignApi } from '@portal/campaign';

/** The campaign's game code: the API identifies the campaign (and its puzzle events) by it. */
export const GAME_CODE = 'crazy_ones';
export const crazyOnesApi = campaignApi(GAME_CODE);

export const LANDING_PATH = '/games/official/crazy_ones';

/** The story game's sections in the order of 001 §2. */
export const LANDING_SECTIONS = ['home', 'milestone', 'story', 'characters', 'features'] as const;
export type LandingSectionId = (typeof LANDING_SECTIONS)[number];
