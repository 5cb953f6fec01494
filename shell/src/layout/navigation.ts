export type NavKey = 'home' | 'games' | 'topup' | 'myVip' | 'playtesting';

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

const prefixes: [string, NavKey][] = [
  ['/play-testing', 'playtesting'],
  ['/games', 'games'],
  ['/topup', 'topup'],
  ['/vip', 'myVip'],
  ['/hub', 'home'],
];

/** The active entry: an explicit menu key wins, otherwise the path decides; none for other pages. */
export function activeNavKey(pathname: string, menuKey?: NavKey): NavKey | undefined {
  if (menuKey) return menuKey;
  if (pathname === '/') return 'home';
  return prefixes.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1];
}
