import { keyframes } from '@emotion/react';
import { Button, theme } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTexts } from '../i18n';

const shimmer = keyframes({ '0%': { opacity: 0.5 }, '50%': { opacity: 1 }, '100%': { opacity: 0.5 } });

/** A grey placeholder block while data loads. */
export function SkeletonBlock({
  height,
  width = '100%',
  radius = theme.radii.md,
}: {
  height: number;
  width?: number | string;
  radius?: number;
}) {
  return (
    <div
      aria-hidden
      css={{
        height,
        width,
        borderRadius: radius,
        background: theme.colors.surfaceRaised,
        animation: `${shimmer} 1.4s ease-in-out infinite`,
        [theme.breakpoints.reducedMotion]: { animation: 'none' },
      }}
    />
  );
}

/** The loading state of a page: an accessible busy region with placeholder blocks. */
export function PageSkeleton({ blocks = [120, 64, 160] }: { blocks?: number[] }) {
  const { t } = useTexts();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('states.loading')}
      css={{ display: 'grid', gap: theme.space.md, padding: theme.space.lg }}
    >
      {blocks.map((height, index) => (
        <SkeletonBlock key={index} height={height} />
      ))}
    </div>
  );
}

/** Something failed: what happened and a Retry. */
export function ErrorState({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTexts();
  return (
    <div
      role="alert"
      css={{
        display: 'grid',
        justifyItems: 'center',
        gap: theme.space.md,
        padding: theme.space.xl,
        textAlign: 'center',
      }}
    >
      <p css={{ margin: 0, color: theme.colors.textMuted }}>{message ?? t('states.error')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </div>
  );
}

/** Nothing to show yet: a title, a line and an optional action. */
export function EmptyState({
  title,
  text,
  action,
  image,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  image?: ReactNode;
}) {
  return (
    <div
      css={{
        display: 'grid',
        justifyItems: 'center',
        gap: theme.space.sm,
        padding: `${theme.space.xl}px ${theme.space.lg}px`,
        textAlign: 'center',
      }}
    >
      {image}
      <p css={{ margin: 0, fontWeight: theme.fontWeights.bold, color: theme.colors.text }}>{title}</p>
      {text && <p css={{ margin: 0, color: theme.colors.textMuted }}>{text}</p>}
      {action}
    </div>
  );
}
