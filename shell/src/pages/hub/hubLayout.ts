import { css } from '@emotion/react';
import { theme } from '@portal/ui';

export const cardStyle = css({
  display: 'grid',
  gap: theme.space.md,
  padding: theme.space.lg,
  borderRadius: theme.radii.xl,
  background: theme.gradients.surface,
  border: `1px solid ${theme.colors.border}`,
});

export const cardsStyle = css({
  display: 'grid',
  gap: theme.space.lg,
  [theme.breakpoints.wide]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'stretch' },
});

/**
 * Room kept for the wallet and VIP cards before the player's data and mf-wallet-vip's widgets
 * arrive, so the quick links below never jump (CLS at most 0.02). The heights are the cards' own,
 * with the widgets, at each width.
 */
export const cardSlotStyle = ([narrowHeight, wideHeight]: readonly [number, number]) =>
  css({
    display: 'grid',
    alignContent: 'start',
    minHeight: narrowHeight,
    [theme.breakpoints.wide]: { minHeight: wideHeight, alignContent: 'stretch' },
  });

/**
 * The balance widget's own height (measured at 360 and 1280 px), so its skeleton leaves the rows
 * below in place; without bound gold and VIP it has no note, and the slot no empty band.
 */
export const BALANCE_HEIGHT = { withNote: [228, 140], withoutNote: [158, 114] } as const;
export const WALLET_CARD_HEIGHT = { withNote: [364, 272], withoutNote: [294, 246] } as const;
export const VIP_CARD_HEIGHT = [284, 242] as const;
export const balanceSlotStyle = ([narrow, wide]: readonly [number, number]) =>
  css({ minHeight: narrow, [theme.breakpoints.wide]: { minHeight: wide } });
