import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button, theme } from '@portal/ui';
import { useKitTexts } from '../i18n/kitTexts';

const boxStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.md,
  padding: theme.space.xl,
  textAlign: 'center',
  color: theme.colors.textMuted,
  border: `1px dashed ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
});

const shimmer = css({
  display: 'grid',
  gap: theme.space.sm,
  span: {
    display: 'block',
    height: 16,
    borderRadius: theme.radii.sm,
    background: theme.colors.surfaceRaised,
    [theme.breakpoints.reducedMotion]: { animation: 'none' },
  },
  'span:nth-of-type(2)': { width: '80%' },
  'span:nth-of-type(3)': { width: '60%' },
});

/** A few grey bars where content will appear: the loading state of every kit widget. */
export function Skeleton({ label }: { label?: string }) {
  const { t } = useKitTexts();
  return (
    <div css={shimmer} role="status" aria-label={label ?? t('state.loading')} aria-busy="true">
      <span />
      <span />
      <span />
    </div>
  );
}

/** The error state: what failed, and Retry. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useKitTexts();
  return (
    <div css={boxStyle} role="alert">
      <p>{message ?? t('state.error')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div css={boxStyle} data-testid="empty-state">
      <p>{children}</p>
    </div>
  );
}
