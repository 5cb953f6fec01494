import { css } from '@emotion/react';
import { useEffect } from 'react';
import { COUNTER_CACHE_SECONDS } from '@portal/contracts';
import { theme } from '@portal/ui';
import type { CampaignApi } from '../api/campaignApi';
import { useKitTexts } from '../i18n/kitTexts';
import { ErrorState, Skeleton } from '../states/AsyncState';
import { useRemoteData } from '../states/useRemoteData';

const counterStyle = css({
  display: 'grid',
  gap: theme.space.xs,
  justifyItems: 'center',
  textAlign: 'center',
  strong: {
    fontFamily: theme.fonts.heading,
    fontSize: 40,
    color: theme.colors.goldLight,
    fontVariantNumeric: 'tabular-nums',
  },
  small: { color: theme.colors.textMuted },
});

/**
 * The total pre-registration counter (website plus app stores, 001 §1). It refreshes as often
 * as the API recomputes it, so the number moves while the page is open.
 */
export function PreRegistrationCounter({ api, locale }: { api: CampaignApi; locale: string }) {
  const { t } = useKitTexts();
  const { state, reload, retry } = useRemoteData(() => api.counter(), [api]);
  useEffect(() => {
    const timer = setInterval(reload, COUNTER_CACHE_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [reload]);
  if (state.status === 'loading') return <Skeleton label={t('counter.label')} />;
  if (state.status === 'error') return <ErrorState onRetry={retry} />;
  return (
    <div css={counterStyle}>
      <span>{t('counter.label')}</span>
      <strong data-testid="pre-registration-total" aria-live="polite">
        {new Intl.NumberFormat(locale).format(state.data.total)}
      </strong>
      <small>{t('counter.source')}</small>
    </div>
  );
}
