import { css } from '@emotion/react';
import { theme, focusOutline } from '@portal/ui';

/** The looks shared by every form of this app. */
export const formStyle = css({ display: 'flex', flexDirection: 'column', gap: theme.space.lg });

/** Links inside sentences ("Register Now", "Login", "Terms of Use", "EULA"): underlined, same weight on hover. */
export const linkStyle = css({
  color: theme.colors.gold,
  fontWeight: theme.fontWeights.bold,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { color: theme.colors.goldLight },
  '&:focus-visible': { ...focusOutline(), borderRadius: 2 },
});

export const mutedRowStyle = css({
  margin: 0,
  textAlign: 'center',
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
});

/** A card the width of the modal, for pages that are not the modal (forgot, reset, verify). */
export const cardStyle = css({
  width: `min(calc(100% - ${theme.space.md * 2}px), ${theme.sizes.modal}px)`,
  margin: `${theme.space.lg}px auto ${theme.space.xxl}px`,
  boxSizing: 'border-box',
  padding: `${theme.space.xl}px ${theme.space.lg}px`,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.lg,
  background: theme.gradients.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.xl,
  boxShadow: theme.shadows.panel,
  color: theme.colors.text,
  [theme.breakpoints.wide]: { marginTop: theme.space.xxl, padding: theme.space.xxl },
  h1: {
    margin: 0,
    fontFamily: theme.fonts.heading,
    fontSize: theme.fontSizes.xxl,
    lineHeight: theme.lineHeights.tight,
  },
  '& > p': { margin: 0, color: theme.colors.textMuted, lineHeight: theme.lineHeights.normal },
});
