import { theme, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import type { CampaignCalls } from '../campaignCalls';
import { useKitTexts } from '../i18n/kitTexts';
import { LearnVideoPlayer } from './LearnVideoPlayer';

/** The campaign's learn videos, each with its question. */
export function LearnVideoList({
  api,
  signedIn,
  viewer = null,
  onPointsChanged,
}: {
  api: CampaignCalls;
  signedIn: boolean;
  viewer?: string | null;
  onPointsChanged?: () => void;
}) {
  const { t } = useKitTexts();
  const resource = useResource(() => api.videos(), [api, viewer]);
  if (resource.status === 'loading') return <LoadingState label={t('state.loading')} />;
  if (resource.status === 'error')
    return <ErrorState message={t('state.error')} retryLabel={t('state.retry')} onRetry={resource.retry} />;
  if (resource.data.length === 0) return <EmptyState>{t('video.empty')}</EmptyState>;
  return (
    <div
      css={{
        display: 'grid',
        gap: theme.space.md,
        [theme.breakpoints.wide]: { gridTemplateColumns: '1fr 1fr' },
      }}
    >
      {resource.data.map((video) => (
        <LearnVideoPlayer
          key={video.code}
          api={api}
          video={video}
          signedIn={signedIn}
          onPointsChanged={onPointsChanged}
        />
      ))}
    </div>
  );
}
