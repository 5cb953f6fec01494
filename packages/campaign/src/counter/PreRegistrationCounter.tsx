import { css } from '@emotion/react';
import { useEffect } from 'react';
import { COUNTER_CACHE_SECONDS } from '@portal/contracts';
import { formatCount } from '@portal/format';
import { theme, ErrorState } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import type { CampaignCalls } from '../campaignCalls';
import { useKitTexts } from '../i18n/kitTexts';
import { currentCampaignLanguage } from '../i18n/instance';
import { useFirstView } from '../landing/firstView';

const counterStyle = css({
  display: 'grid',
  gap: theme.space.xs,
  justifyItems: 'center',
  textAlign: 'center',
  strong: {
    fontFamily: theme.fonts.heading,
    fontSize: 40,
    // The placeholder's height: the number arriving moves nothing below it.
    lineHeight: 1.2,
    color: theme.colors.goldLight,
    fontVariantNumeric: 'tabular-nums',
  },
  small: { color: theme.colors.textMuted },
});

// The number's line while it loads: the same height as the number, so nothing below it moves.
const numberPlaceholder = css({
  display: 'block',
  width: '6ch',
  height: '1.2em',
  fontSize: 40,
  borderRadius: theme.radii.sm,
  background: theme.colors.surfaceRaised,
});

// The invitation shown instead of a small total: in the number's box, so nothing below moves.
const earlyStyle = css({
  display: 'grid',
  alignItems: 'center',
  minHeight: '1.2em',
  fontSize: 40,
  '& > span': { fontSize: theme.fontSizes.lg, fontWeight: 700, color: theme.colors.goldLight },
});

export interface PreRegistrationCounterProps {
  api: CampaignCalls;
  /**
   * Below this total the counter invites players to be among the first instead of showing a
   * small number ("0" works against a game). The campaign team sets it in the remote's config;
   * 0 (the default) always shows the number.
   */
  showFrom?: number;
}

/**
 * The total pre-registration counter (website plus app stores, 001 §1). It refreshes as often
 * as the API recomputes it, so the number moves while the page is open.
 */
export function PreRegistrationCounter({ api, showFrom = 0 }: PreRegistrationCounterProps) {
  const { t } = useKitTexts();
  const loaded = useResource(() => api.counter(), [api]);
  // A server render draws the total it fetched; the browser's own read takes over from there.
  const seeded = useFirstView()?.counter;
  const resource =
    loaded.status === 'loading' && seeded ? { ...loaded, status: 'ready' as const, data: seeded } : loaded;
  useEffect(() => {
    const timer = setInterval(loaded.reload, COUNTER_CACHE_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [loaded.reload]);
  if (resource.status === 'error')
    return <ErrorState message={t('state.error')} retryLabel={t('state.retry')} onRetry={resource.retry} />;
  if (resource.status === 'ready' && resource.data.total < showFrom)
    return (
      <div css={counterStyle} data-testid="pre-registration-early">
        <span>{t('counter.earlyLabel')}</span>
        <p css={[earlyStyle, { margin: 0 }]}>
          <span>{t('counter.early')}</span>
        </p>
        {/* The source line's room, kept so the box is the size the loading counter had. */}
        <small aria-hidden="true" css={{ visibility: 'hidden' }}>
          {t('counter.source')}
        </small>
      </div>
    );
  // While the total loads, the counter keeps its final shape (the label and source are known).
  return (
    <div css={counterStyle}>
      <span>{t('counter.label')}</span>
      {resource.status === 'loading' ? (
        <span role="status" aria-label={t('state.loading')} aria-busy="true" css={numberPlaceholder} />
      ) : (
        <strong data-testid="pre-registration-total" aria-live="polite">
          {formatCount(resource.data.total, currentCampaignLanguage())}
        </strong>
      )}
      <small>{t('counter.source')}</small>
    </div>
  );
}
