import { css } from '@emotion/react';
import { theme } from '../../theme';

/** The looks of every form control of the portal: one height, one border, one focus. */
export const fieldStyle = css({ display: 'flex', flexDirection: 'column', gap: theme.space.xs });

export const labelStyle = css({
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
  color: theme.colors.text,
});

export const controlStyle = css({
  width: '100%',
  minHeight: 48,
  boxSizing: 'border-box',
  padding: `0 ${theme.space.md}px`,
  border: `1px solid ${theme.colors.inputBorder}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background,
  color: theme.colors.text,
  font: 'inherit',
  fontSize: theme.fontSizes.md,
  colorScheme: 'dark',
  transition: `border-color ${theme.durations.fast}ms, box-shadow ${theme.durations.fast}ms`,
  '&::placeholder': { color: theme.colors.textMuted, opacity: 0.8 },
  '&:focus': { outline: 'none', borderColor: theme.colors.gold, boxShadow: theme.shadows.goldGlow },
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
  '&:disabled': { opacity: 0.6 },
});

export const hintStyle = css({ margin: 0, fontSize: theme.fontSizes.xs, color: theme.colors.textMuted });

export const errorTextStyle = css({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.danger });
