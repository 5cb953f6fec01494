import { keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button, theme } from '@portal/ui';
import { useTexts } from '../i18n';

const pulse = keyframes({ '0%, 100%': { opacity: 0.55 }, '50%': { opacity: 1 } });

/** Grey blocks where content is coming; announced once as "Loading…". */
export function Skeleton({ rows = 3, height = 56 }: { rows?: number; height?: number }) {
  const { t } = useTexts();
  return (
    <div role="status" aria-label={t('state.loading')} css={{ display: 'grid', gap: theme.space.sm }}>
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          css={{
            height,
            borderRadius: theme.radii.md,
            background: theme.colors.surfaceRaised,
            animation: `${pulse} 1.4s ease-in-out infinite`,
            [theme.breakpoints.reducedMotion]: { animation: 'none' },
          }}
        />
      ))}
    </div>
  );
}

/** Nothing to show yet, and what to do about it. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div
      data-testid="empty-state"
      css={{
        display: 'grid',
        justifyItems: 'center',
        gap: theme.space.md,
        padding: theme.space.xl,
        textAlign: 'center',
        borderRadius: theme.radii.lg,
        border: `1px dashed ${theme.colors.border}`,
        color: theme.colors.textMuted,
      }}
    >
      <p>{children}</p>
      {action}
    </div>
  );
}

/** A failed load: what happened and a Retry. */
export function ErrorState({ onRetry, message }: { onRetry: () => void; message?: ReactNode }) {
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
        borderRadius: theme.radii.lg,
        border: `1px solid ${theme.colors.danger}`,
        color: theme.colors.text,
      }}
    >
      <p>{message ?? t('state.error')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </div>
  );
}

/** A framed block of a page. */
export function Card({
  children,
  testId,
  title,
}: {
  children: ReactNode;
  testId?: string;
  title?: ReactNode;
}) {
  return (
    <section
      data-testid={testId}
      css={{
        display: 'grid',
        gap: theme.space.md,
        padding: theme.space.lg,
        borderRadius: theme.radii.lg,
        border: `1px solid ${theme.colors.border}`,
        background: theme.gradients.surface,
        h2: { fontSize: theme.fontSizes.lg, margin: 0 },
      }}
    >
      {title && <h2>{title}</h2>}
      {children}
    </section>
  );
}
