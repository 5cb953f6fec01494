import { matchPath } from 'react-router-dom';

/** Height of the header bar; ghost pages pull their hero up under it. */
export const HEADER_HEIGHT = 56;

/** Pages that are a destination of their own (bottom navigation, hub, top-level pages). */
const TOP_LEVEL = [
  '/',
  '/hub',
  '/games',
  '/topup',
  '/vip',
  '/vip/details',
  '/play-testing',
  '/quest',
  '/reward',
];

export type HeaderVariant = 'long' | 'short';

/**
 * The long header (logo, points chip) on top-level pages; the short one (back button, no chip)
 * on pages deeper down, e.g. /games/ash_echoes or /account/my-profile/edit.
 */
export function headerVariant(pathname: string): HeaderVariant {
  if (TOP_LEVEL.includes(pathname)) return 'long';
  const segments = pathname.split('/').filter(Boolean);
  return segments.length <= 1 ? 'long' : 'short';
}

/** Pages with a hero image under a see-through header (ghost mode): the homes and campaign pages. */
export function isGhostHeaderPage(pathname: string): boolean {
  return pathname === '/' || pathname === '/hub' || matchPath('/games/official/:gameCode', pathname) !== null;
}

/** The burger is hidden in a webview but always shown on /login and /register (spec 000 §2). */
export function isBurgerVisible(pathname: string, isWebview: boolean): boolean {
  return !isWebview || pathname === '/login' || pathname === '/register';
}

/** The points chip: a signed-in player, long header only. */
export const showsPointsChip = (variant: HeaderVariant, isSignedIn: boolean) =>
  isSignedIn && variant === 'long';

/** Where the back button goes when there is no earlier page of the portal: one level up. */
export function parentPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length <= 1 ? '/' : `/${segments.slice(0, -1).join('/')}`;
}
