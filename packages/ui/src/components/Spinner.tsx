import { keyframes } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { theme } from '../theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export interface SpinnerProps {
  size?: number;
  /** Accessible text; defaults to the common 'Loading'. */
  label?: string;
  /** Hidden from assistive technology, e.g. inside a button that already says aria-busy. */
  decorative?: boolean;
  color?: string;
}

export function Spinner({ size = 24, label, decorative = false, color = theme.colors.gold }: SpinnerProps) {
  const { t } = usePortalTranslation();
  const a11y = decorative
    ? { 'aria-hidden': true }
    : { role: 'status', 'aria-label': label ?? t('app.loading') };
  return (
    <span {...a11y} css={{ display: 'inline-flex', width: size, height: size, color }}>
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        focusable="false"
        aria-hidden="true"
        css={{ animation: `${spin} 0.8s linear infinite` }}
      >
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="3"
        />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
