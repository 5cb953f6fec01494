import { campaignCalls, campaignLegalLinks } from '@portal/campaign';

/** The campaign's game code: the API identifies the campaign by it. */
export const GAME_CODE = 'ash_echoes';

export const ashEchoesCalls = campaignCalls(GAME_CODE);

/** Where the footer's legal links lead: the campaign's own documents, as the consent step links them. */
export const LEGAL_PATHS = campaignLegalLinks(GAME_CODE);

export const LANDING_PATH = '/games/official/ash_echoes';
export const PRE_REGISTER_PATH = '/games/pre-register/ash_echoes';

/**
 * The game's store pages. The game is not released, so these are the publisher's store search
 * pages; the operator replaces them at launch.
 */
export const STORE_URLS = {
  appStore: 'https://apps.apple.com/search?term=Ash%20Echoes',
  googlePlay: 'https://play.google.com/store/search?q=Ash%20Echoes&c=apps',
} as const;

export const COMMUNITY_CHANNELS = [
  { id: 'discord', url: 'https://discord.com/' },
  { id: 'facebook', url: 'https://www.facebook.com/' },
  { id: 'youtube', url: 'https://www.youtube.com/' },
  { id: 'tiktok', url: 'https://www.tiktok.com/' },
] as const;

/** The 13 landing sections in the order of 001 §2. */
export const LANDING_SECTIONS = [
  'home',
  'gameplay',
  'worlds',
  'factions',
  'echomancers',
  'features',
  'community',
  'milestone',
  'wiki',
  'preRegister',
  'benefit',
  'activity',
  'official',
] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

/** The user-acquisition variant (/ua): the short path to pre-registration. */
export const UA_SECTIONS = [
  'home',
  'features',
  'echomancers',
  'milestone',
  'preRegister',
  'official',
] as const;
