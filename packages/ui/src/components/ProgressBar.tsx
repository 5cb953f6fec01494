import { keyframes } from '@emotion/react';
import { theme } from '../theme';

/** Progress bar states of spec 001 §4. */
export type ProgressStatus = 'normal' | 'active' | 'exception' | 'success';

/** Values are clamped to 0..100; anything that is not a number counts as 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? 100 : 0;
  return Math.min(100, Math.max(0, value));
}

/** The bar becomes `success` at 100 % or more, unless it reports an exception. */
export function resolveProgressStatus(value: number, status: ProgressStatus = 'normal'): ProgressStatus {
  if (status !== 'exception' && clampPercent(value) >= 100) return 'success';
  return status;
}

const fills: Record<ProgressStatus, string> = {
  normal: theme.gradients.gold,
  active: theme.gradients.gold,
  exception: theme.colors.danger,
  success: theme.colors.success,
};

const shimmer = keyframes({ from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-200% 0' } });

export interface ProgressBarProps {
  /** Percent, 0..100 (clamped). */
  value: number;
  status?: ProgressStatus;
  /** Shows the rounded percentage next to the bar. */
  showInfo?: boolean;
  /** Accessible name, e.g. 'VIP progress'. */
  label?: string;
  height?: number;
}

export function ProgressBar({
  value,
  status = 'normal',
  showInfo = false,
  label,
  height = 8,
}: ProgressBarProps) {
  const percent = clampPercent(value);
  const resolved = resolveProgressStatus(percent, status);
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm, width: '100%' }}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-status={resolved}
        css={{
          position: 'relative',
          flex: 1,
          height,
          overflow: 'hidden',
          borderRadius: theme.radii.pill,
          background: theme.colors.surfaceRaised,
        }}
      >
        <div
          css={{
            width: `${percent}%`,
            height: '100%',
            borderRadius: theme.radii.pill,
            background: fills[resolved],
            transition: `width ${theme.durations.normal}ms ease-out`,
            ...(resolved === 'active'
              ? {
                  backgroundImage: `linear-gradient(90deg, transparent 0%, rgba(255,255,255,0.35) 50%, transparent 100%), ${theme.gradients.gold}`,
                  backgroundSize: '200% 100%, 100% 100%',
                  animation: `${shimmer} 1.6s linear infinite`,
                }
              : {}),
          }}
        />
      </div>
      {showInfo && (
        <span
          css={{
            minWidth: 40,
            textAlign: 'right',
            fontSize: theme.fontSizes.sm,
            color: theme.colors.textMuted,
          }}
        >
          {Math.round(percent)}%
        </span>
      )}
    </div>
  );
}
