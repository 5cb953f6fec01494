import { useId, type ReactNode } from 'react';
import { usePortalTranslation } from '@portal/i18n';
import { theme } from '../theme';
import { Button } from './Button';

export interface RemoteFallbackProps {
  /** Defaults to the common 'Something went wrong'. */
  title?: ReactNode;
  /** Defaults to 'This section is unavailable right now'. */
  message?: ReactNode;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** What a route shows when its micro-frontend cannot be loaded or has crashed. */
export function RemoteFallback({ title, message, onRetry, retryLabel }: RemoteFallbackProps) {
  const { t } = usePortalTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-remote-fallback=""
      css={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: theme.space.md,
        maxWidth: 420,
        margin: `${theme.space.xxl}px auto`,
        padding: theme.space.xl,
        textAlign: 'center',
        borderRadius: theme.radii.lg,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
      }}
    >
      <h2 id={titleId} css={{ fontSize: theme.fontSizes.lg, color: theme.colors.text }}>
        {title ?? t('app.somethingWrong')}
      </h2>
      <p css={{ margin: 0, color: theme.colors.textMuted }}>{message ?? t('app.unavailable')}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('app.retry')}
        </Button>
      )}
    </section>
  );
}
