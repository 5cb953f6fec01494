import type { MenuKey } from '@portal/routes';
import { matchRoute } from '../routes/routeTable';

export type NavKey = MenuKey;

export const NAV_KEYS: readonly NavKey[] = ['home', 'games', 'topup', 'myVip', 'playtesting'];

/**
 * An app can name the active bottom-navigation entry itself (the "explicit menu key" of spec 000
 * §2): `window.dispatchEvent(new CustomEvent('portal:menu-key', { detail: 'games' }))`. It holds
 * until the next page change.
 */
export const MENU_KEY_EVENT = 'portal:menu-key';
export const isNavKey = (value: unknown): value is NavKey => NAV_KEYS.includes(value as NavKey);

export interface NavEntry {
  key: NavKey;
  href: string;
}

/** HOME, GAMES, TOPUP, MY VIP, PLAYTESTING; MY VIP goes to /vip when signed in, /vip/details otherwise. */
export function navEntries(isSignedIn: boolean): NavEntry[] {
  return [
    { key: 'home', href: '/' },
    { key: 'games', href: '/games' },
    { key: 'topup', href: '/topup' },
    { key: 'myVip', href: isSignedIn ? '/vip' : '/vip/details' },
    { key: 'playtesting', href: '/play-testing' },
  ];
}

/**
 * The active entry: an explicit menu key wins, otherwise the menu key the owning route declares
 * (its `menuKey` in the shell's or a remote's routes.ts); none for other pages.
 */
export function activeNavKey(pathname: string, menuKey?: NavKey): NavKey | undefined {
  return menuKey ?? matchRoute(pathname)?.menuKey;
}
