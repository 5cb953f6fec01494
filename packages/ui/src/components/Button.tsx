import type { CSSObject } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { theme, focusOutline } from '../theme';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks until the work ends. */
  loading?: boolean;
  fullWidth?: boolean;
}

const sizes: Record<ButtonSize, CSSObject> = {
  sm: { minHeight: 32, padding: `0 ${theme.space.md}px`, fontSize: theme.fontSizes.sm },
  md: { minHeight: 44, padding: `0 ${theme.space.lg}px`, fontSize: theme.fontSizes.md },
  lg: { minHeight: 52, padding: `0 ${theme.space.xl}px`, fontSize: theme.fontSizes.lg },
};

const variants: Record<ButtonVariant, CSSObject> = {
  primary: {
    background: theme.gradients.gold,
    color: theme.colors.textOnGold,
    border: `1px solid ${theme.colors.goldDark}`,
    '&:hover:not(:disabled)': { boxShadow: theme.shadows.goldGlow },
  },
  secondary: {
    background: 'transparent',
    color: theme.colors.gold,
    border: `1px solid ${theme.colors.gold}`,
    '&:hover:not(:disabled)': { background: 'rgba(242, 193, 78, 0.12)' },
  },
  ghost: {
    background: 'transparent',
    color: theme.colors.text,
    border: '1px solid transparent',
    '&:hover:not(:disabled)': { background: theme.colors.surfaceRaised },
  },
};

const spinnerSizes: Record<ButtonSize, number> = { sm: 14, md: 18, lg: 20 };

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: theme.space.sm,
        width: fullWidth ? '100%' : undefined,
        borderRadius: theme.radii.md,
        fontFamily: theme.fonts.body,
        fontWeight: theme.fontWeights.bold,
        lineHeight: 1,
        cursor: 'pointer',
        transition: `background ${theme.durations.fast}ms, box-shadow ${theme.durations.fast}ms`,
        ...sizes[size],
        ...variants[variant],
        '&:focus-visible': focusOutline(),
        // A disabled button of any variant looks unavailable (no gold fill that reads as the main
        // action); a loading one keeps its look while the work runs.
        '&:disabled': loading
          ? { opacity: 0.85, cursor: 'progress' }
          : {
              cursor: 'not-allowed',
              background: theme.colors.surfaceRaised,
              color: theme.colors.textMuted,
              borderColor: theme.colors.border,
              boxShadow: 'none',
            },
      }}
    >
      {loading && <Spinner decorative size={spinnerSizes[size]} color="currentColor" />}
      {children}
    </button>
  );
}
