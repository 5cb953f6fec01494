import { matchPath } from 'react-router-dom';

/** Every deployable front-end unit; `shell` routes are lazy chunks of the shell itself. */
export const remoteApps = [
  'mf-auth',
  'mf-wallet-vip',
  'mf-profile',
  'mf-help',
  'mf-campaign-ash-echoes',
  'mf-campaign-crazy-ones',
] as const;
export type RemoteApp = (typeof remoteApps)[number];
export type AppName = 'shell' | RemoteApp;

export interface RouteEntry {
  /** react-router path pattern (`:param`, trailing `*`). */
  path: string;
  app: AppName;
  /** Needs a signed-in player (spec 000 §2 "Require a signed-in user"). */
  protected: boolean;
}

const route = (path: string, app: AppName, isProtected = false): RouteEntry => ({
  path,
  app,
  protected: isProtected,
});

/** The one answer to "which app owns this path, and is it protected?" (spec 000 §2, 001 §2). */
export const routeTable: readonly RouteEntry[] = [
  // shell
  route('/', 'shell'),
  route('/hub', 'shell', true),
  route('/games', 'shell'),
  route('/games/:gameCode', 'shell'),
  route('/play-testing', 'shell'),
  // mf-auth
  route('/login', 'mf-auth'),
  route('/register', 'mf-auth'),
  route('/forgot-password', 'mf-auth'),
  route('/reset-password', 'mf-auth'),
  route('/auth/login/social/:type', 'mf-auth'),
  route('/verification/email', 'mf-auth', true),
  // mf-wallet-vip
  route('/topup', 'mf-wallet-vip'),
  route('/topup/order/detail', 'mf-wallet-vip', true),
  route('/topup/item', 'mf-wallet-vip', true),
  route('/topup/payment/kind/:name', 'mf-wallet-vip', true),
  route('/topup/payment/:id', 'mf-wallet-vip', true),
  route('/topup/*', 'mf-wallet-vip'),
  route('/vip', 'mf-wallet-vip', true),
  route('/vip/details', 'mf-wallet-vip'),
  route('/transfer', 'mf-wallet-vip'),
  route('/transfer/:transferId', 'mf-wallet-vip', true),
  route('/transfer-webview', 'mf-wallet-vip'),
  route('/account/my-transaction', 'mf-wallet-vip', true),
  route('/account/my-coupons', 'mf-wallet-vip', true),
  route('/quest', 'mf-wallet-vip'),
  route('/reward', 'mf-wallet-vip'),
  route('/gacha-event', 'mf-wallet-vip', true),
  // mf-profile
  route('/account', 'mf-profile', true),
  route('/account/my-profile', 'mf-profile', true),
  route('/account/my-profile/edit', 'mf-profile', true),
  route('/profiles/:slug', 'mf-profile'),
  route('/personality/result', 'mf-profile', true),
  route('/friends', 'mf-profile', true),
  route('/friends/*', 'mf-profile', true),
  route('/chat', 'mf-profile', true),
  route('/chat/*', 'mf-profile', true),
  // mf-help (the help and feedback sheets are mounted by the shell on every page)
  route('/embed', 'mf-help'),
  route('/tou', 'mf-help'),
  route('/privacy', 'mf-help'),
  // mf-campaign-ash-echoes (001 §2)
  route('/games/official/ash_echoes', 'mf-campaign-ash-echoes'),
  route('/games/pre-register/ash_echoes', 'mf-campaign-ash-echoes'),
  route('/games/ua/ash_echoes', 'mf-campaign-ash-echoes'),
  route('/games/tnc/terms', 'mf-campaign-ash-echoes'),
  route('/games/tnc/privacy', 'mf-campaign-ash-echoes'),
  route('/pre-register', 'mf-campaign-ash-echoes'),
  route('/pre-register/mobile', 'mf-campaign-ash-echoes'),
  route('/ua', 'mf-campaign-ash-echoes'),
  route('/terms', 'mf-campaign-ash-echoes'),
  route('/vn', 'mf-campaign-ash-echoes'),
  // mf-campaign-crazy-ones
  route('/games/official/crazy_ones', 'mf-campaign-crazy-ones'),
];

/**
 * Applications mounted on every page rather than on a route: the Help Center and feedback sheets
 * (opened from the header's Need Help through the session store's helpSheetAtom).
 */
export interface OverlayApp {
  name: string;
  remote: RemoteApp;
  expose: string;
}
export const overlayApps: readonly OverlayApp[] = [
  { name: 'mf-help:sheets', remote: 'mf-help', expose: './sheets' },
];

/** Puzzle events belong to the campaign remote of their game code. */
export const campaignByGameCode: Readonly<Record<string, RemoteApp>> = {
  ash_echoes: 'mf-campaign-ash-echoes',
  crazy_ones: 'mf-campaign-crazy-ones',
};
const puzzlePatterns = [
  '/anniversary/:gameCode/puzzle',
  '/anniversary/:gameCode/puzzle/history',
  '/event/:gameCode/:eventCode/puzzle',
  '/event/:gameCode/:eventCode/puzzle/history',
];

/** Specific patterns win over splats and params: the table is ordered by specificity at match time. */
const specificity = (path: string) => (path.endsWith('*') ? 0 : 2) - (path.includes(':') ? 1 : 0);
const orderedTable = [...routeTable].sort((a, b) => specificity(b.path) - specificity(a.path));

export function matchRoute(pathname: string): RouteEntry | undefined {
  for (const pattern of puzzlePatterns) {
    const match = matchPath(pattern, pathname);
    const app = match?.params.gameCode ? campaignByGameCode[match.params.gameCode] : undefined;
    if (app) return { path: pattern, app, protected: true };
  }
  return orderedTable.find((entry) => matchPath(entry.path, pathname) !== null);
}

/** Activity function input for single-spa: does this app own the path? */
export const isOwnedBy = (app: AppName, pathname: string): boolean => matchRoute(pathname)?.app === app;
