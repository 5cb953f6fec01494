import { campaignCalls } from '@portal/campaign';

/**
 * The campaign's game code: the API knows the campaign (rules, quests, rewards, raffle, codes) by
 * it once `npm run admin -- campaign create __GAME_CODE__ …` created it on the server.
 */
export const GAME_CODE = '__GAME_CODE__';
export const api = campaignCalls(GAME_CODE);

export const LANDING_PATH = '/games/official/__GAME_CODE__';
/** Where "Claim" sends a player after copying a code; the game's store page once it has one. */
export const STORE_URL = 'https://play.google.com/store';

/** The landing's sections, in order: HOME (hero + pre-registration) first, the rest load as the reader nears them. */
export const LANDING_SECTIONS = ['home', 'milestone', 'characters', 'benefit'] as const;
export type LandingSectionId = (typeof LANDING_SECTIONS)[number];
