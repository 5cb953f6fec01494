import { css } from '@emotion/react';
import { theme, focusOutline } from '../theme';

/** A link that looks like the primary (gold) Button: for calls to action that navigate. */
export const linkButtonStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `0 ${theme.space.lg}px`,
  borderRadius: theme.radii.md,
  background: theme.gradients.gold,
  color: theme.colors.textOnGold,
  fontWeight: theme.fontWeights.bold,
  textDecoration: 'none',
  '&:focus-visible': focusOutline(),
});
