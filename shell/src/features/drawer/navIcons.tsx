import { LineIcon } from '@portal/ui';

/**
 * The main navigation's line icons (24×24, currentColor): the navigation is on every page, so its
 * icons sit apart from the drawer's others, which load with the drawer.
 */
export const NAV_ICON_PATHS = {
  games:
    'M6 9h12a4 4 0 014 4v1a3 3 0 01-5.4 1.8L15 14H9l-1.6 1.8A3 3 0 012 14v-1a4 4 0 014-4zM8 11v3M6.5 12.5h3M15.5 12h.01M17.5 13.5h.01',
  topUp: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  vip: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  home: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  friends:
    'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21v-1a6 6 0 016-6h2a6 6 0 016 6v1M16 3.5a4 4 0 010 7M19 14.5a6 6 0 013 5.5v1',
  playtest: 'M9 3h6M10 3v6l-5 9a2 2 0 001.8 3h10.4a2 2 0 001.8-3l-5-9V3M7.5 15h9',
} as const;

export type NavIconName = keyof typeof NAV_ICON_PATHS;

/** One line icon drawn from its path. */
export function PathIcon({ d, size = 22 }: { d: string; size?: number }) {
  return (
    <LineIcon size={size}>
      <path d={d} />
    </LineIcon>
  );
}

export const NavIcon = ({ name, size }: { name: NavIconName; size?: number }) => (
  <PathIcon d={NAV_ICON_PATHS[name]} size={size} />
);
