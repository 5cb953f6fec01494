import { css } from '@emotion/react';
import { theme, focusOutline } from '@portal/ui';

export const sectionStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  padding: `0 ${theme.space.lg}px`,
});

export const sectionTitleStyle = css({
  margin: 0,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: theme.colors.textMuted,
});

export const focusRing = {
  '&:focus-visible': focusOutline(),
} as const;

export const rowLinkStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.md,
  minHeight: 48,
  padding: `0 ${theme.space.md}px`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  textDecoration: 'none',
  fontWeight: theme.fontWeights.medium,
  border: 'none',
  width: '100%',
  cursor: 'pointer',
  font: 'inherit',
  textAlign: 'left',
  // Only a trailing chevron goes to the right edge; a row's leading icon (Language, Sign Out) stays put.
  '& > svg:last-child:not(:first-child)': { marginLeft: 'auto', color: theme.colors.textMuted },
  '&:hover': { background: '#232a3c' },
  ...focusRing,
});
