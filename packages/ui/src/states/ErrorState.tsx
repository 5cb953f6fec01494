import type { ReactNode } from 'react';
import { usePortalTranslation } from '@portal/i18n';
import { theme } from '../theme';
import { Button } from '../components/Button';
import { stateBoxStyle } from './stateStyles';

export interface ErrorStateProps {
  /** What failed, in the screen's own words. */
  message: ReactNode;
  onRetry: () => void;
  /** Defaults to the common 'Retry'. */
  retryLabel?: string;
}

/** A failed load: what happened, announced, and a Retry that loads again. */
export function ErrorState({ message, onRetry, retryLabel }: ErrorStateProps) {
  const { t } = usePortalTranslation();
  return (
    <div
      role="alert"
      css={[stateBoxStyle, { border: `1px solid ${theme.colors.danger}`, color: theme.colors.text }]}
    >
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel ?? t('app.retry')}
      </Button>
    </div>
  );
}
