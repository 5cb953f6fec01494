import { theme } from '@portal/ui';

/** The wallet's one raised tile: a rounded panel a step above the card it sits on. */
export const raisedTile = {
  padding: theme.space.md,
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceRaised,
} as const;
