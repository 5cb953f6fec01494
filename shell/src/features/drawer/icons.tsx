import { NAV_ICON_PATHS, PathIcon } from './navIcons';

/** Small line icons of the drawer (24×24, currentColor). */
const paths = {
  ...NAV_ICON_PATHS,
  transfer: 'M4 8h13l-3-3M20 16H7l3 3',
  quests: 'M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4',
  gacha: 'M5 8h14v12H5zM3 8h18M12 8v12M12 8c-2-4-6-4-6-1s6 1 6 1zM12 8c2-4 6-4 6-1s-6 1-6 1z',
  transactions: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  coupons: 'M3 7h18v4a2 2 0 000 4v4H3v-4a2 2 0 000-4zM14 7v12',
  settings:
    'M12 9a3 3 0 100 6 3 3 0 000-6zM19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-2.9 1.2V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-2.9-1.2l-.1.1a2 2 0 11-2.8-2.8l.1-.1A1.7 1.7 0 003 15H3a2 2 0 110-4h.1a1.7 1.7 0 001.2-2.9l-.1-.1a2 2 0 112.8-2.8l.1.1A1.7 1.7 0 0010 4.1V4a2 2 0 114 0v.1a1.7 1.7 0 002.9 1.2l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 001.2 2.9H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z',
  close: 'M6 6l12 12M18 6L6 18',
  signOut: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  language:
    'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  chevron: 'M9 6l6 6-6 6',
} as const;

export type DrawerIconName = keyof typeof paths;

export const DrawerIcon = ({ name, size }: { name: DrawerIconName; size?: number }) => (
  <PathIcon d={paths[name]} size={size} />
);
