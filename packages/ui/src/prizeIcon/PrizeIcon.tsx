import type { GachaPrizeKind } from '@portal/contracts';
import type { ReactNode } from 'react';
import { LineIcon } from '../components/LineIcon';
import { theme } from '../theme';

/**
 * What a prize is, as its icon shows it: a balance or a coupon a gacha gives (the gacha's own
 * kinds), an item a campaign reward's code unlocks in the game, or goods shipped to a raffle winner.
 */
export type PrizeIconKind = GachaPrizeKind | 'game_item' | 'shipped_item';

interface Mark {
  color: string;
  shapes: ReactNode;
}

/** Each kind's drawing on a 24×24 grid, in strokes: no words inside, so one picture serves every language. */
const MARKS: Record<PrizeIconKind, Mark> = {
  gold: {
    color: theme.colors.gold,
    shapes: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 7.5 15 12l-3 4.5L9 12z" />
      </>
    ),
  },
  bound_gold: {
    color: theme.colors.goldDark,
    shapes: (
      <>
        <circle cx="10" cy="10" r="6.5" />
        <path d="M10 6.8 12.2 10 10 13.2 7.8 10z" />
        <rect x="13.5" y="15" width="7" height="6" rx="1.2" />
        <path d="M15.3 15v-1.6a1.7 1.7 0 0 1 3.4 0V15" />
      </>
    ),
  },
  points: {
    color: theme.colors.info,
    shapes: <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  },
  gacha_tokens: {
    color: theme.colors.success,
    shapes: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M3.5 12h5.5m6 0h5.5" />
        <circle cx="12" cy="12" r="3" />
      </>
    ),
  },
  coupon: {
    color: theme.colors.goldLight,
    shapes: (
      <>
        <path d="M3 7a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4z" />
        <path d="M15 7v10" strokeDasharray="2 2" />
      </>
    ),
  },
  game_item: {
    color: theme.colors.gold,
    shapes: (
      <>
        <rect x="3.5" y="9" width="17" height="4" rx="1" />
        <path d="M5 13v6.5a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V13M12 9v11.5" />
        <path d="M12 9C10.5 6 7 5.5 7 7.8 7 9 9.5 9 12 9Zm0 0c1.5-3 5-3.5 5-1.2C17 9 14.5 9 12 9Z" />
      </>
    ),
  },
  shipped_item: {
    color: theme.colors.silver,
    shapes: (
      <>
        <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
        <path d="M3.5 7.5 12 12l8.5-4.5M12 12v9M7.8 5.2l8.5 4.6" />
      </>
    ),
  },
};

/**
 * A prize's icon, beside its name: decorative (hidden from screen readers, the name says it all),
 * drawn in the kind's colour at `size` pixels.
 */
export function PrizeIcon({ kind, size = 24 }: { kind: PrizeIconKind; size?: number }) {
  const mark = MARKS[kind];
  return (
    <LineIcon size={size} color={mark.color} data={{ 'data-prize-icon': kind }} css={{ flex: 'none' }}>
      {mark.shapes}
    </LineIcon>
  );
}
