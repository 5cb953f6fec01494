import { css } from '@emotion/react';
import { theme, ErrorState, LoadingState } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import type { CampaignCalls } from '../campaignCalls';
import { useKitTexts } from '../i18n/kitTexts';

const summaryStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.lg,
  padding: theme.space.md,
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceRaised,
  div: { display: 'grid' },
  strong: { fontSize: theme.fontSizes.xl, color: theme.colors.goldLight },
  span: { fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
});

/** The player's campaign points: balance, and how much of the cap from tasks (750 by default) is earned. */
export function PointsSummary({ api, viewer }: { api: CampaignCalls; viewer: string }) {
  const { t } = useKitTexts();
  const resource = useResource(() => api.points(), [api, viewer]);
  if (resource.status === 'loading') return <LoadingState label={t('state.loading')} />;
  if (resource.status === 'error')
    return <ErrorState message={t('state.error')} retryLabel={t('state.retry')} onRetry={resource.retry} />;
  const points = resource.data;
  return (
    <div css={summaryStyle} data-testid="points-summary">
      <div>
        <strong data-testid="points-balance">{points.balance}</strong>
        <span>{t('points.balance')}</span>
      </div>
      <div>
        <strong>
          {points.taskPointsEarned} / {points.taskPointsCap}
        </strong>
        <span>{t('points.fromTasks')}</span>
      </div>
    </div>
  );
}
