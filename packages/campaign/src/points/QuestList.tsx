import { useState } from 'react';
import type { CampaignQuest } from '@portal/contracts';
import { Button, theme, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import type { PointsCalls } from './pointsCalls';
import { campaignErrorMessage } from '../forms/messages';
import { useContentText } from '../i18n/contentText';
import { useKitTexts } from '../i18n/kitTexts';
import { ItemCard } from '../rewards/ItemCard';
import { isClaimable } from '../rewards/itemState';

export interface QuestListProps {
  api: PointsCalls;
  signedIn: boolean;
  viewer?: string | null;
  /** Called after points changed, so a points widget can refresh. */
  onPointsChanged?: () => void;
}

/** The campaign's quests: progress, Claim, and "go" for a channel to follow. */
export function QuestList({ api, signedIn, viewer = null, onPointsChanged }: QuestListProps) {
  const { t } = useKitTexts();
  const content = useContentText();
  const resource = useResource(() => api.quests(), [api, viewer]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string>();

  if (resource.status === 'loading') return <LoadingState label={t('state.loading')} />;
  if (resource.status === 'error')
    return <ErrorState message={t('state.error')} retryLabel={t('state.retry')} onRetry={resource.retry} />;
  if (resource.data.length === 0) return <EmptyState>{t('quests.empty')}</EmptyState>;

  const act = async (quest: CampaignQuest, action: () => Promise<unknown>) => {
    setBusy(quest.code);
    setError(undefined);
    try {
      await action();
      resource.reload();
      onPointsChanged?.();
    } catch (caught) {
      setError(campaignErrorMessage(caught));
    } finally {
      setBusy(null);
    }
  };

  const actionOf = (quest: CampaignQuest) => {
    if (!signedIn) return undefined;
    if (isClaimable(quest.state)) {
      return (
        <Button
          size="sm"
          loading={busy === quest.code}
          onClick={() => void act(quest, () => api.claimQuest(quest.code))}
        >
          {t('state.claim')}
        </Button>
      );
    }
    if (quest.state === 'In Progress' && quest.kind === 'follow_channel' && quest.actionUrl) {
      const url = quest.actionUrl;
      return (
        <Button
          size="sm"
          variant="secondary"
          loading={busy === quest.code}
          onClick={() => {
            window.open(url, '_blank', 'noopener');
            void act(quest, () => api.reportQuest(quest.code));
          }}
        >
          {t('quests.go')}
        </Button>
      );
    }
    return undefined;
  };

  return (
    <>
      {error && (
        <p role="alert" css={{ color: theme.colors.danger }}>
          {error}
        </p>
      )}
      <ul css={{ display: 'grid', gap: theme.space.sm, padding: 0, margin: 0, listStyle: 'none' }}>
        {resource.data.map((quest) => (
          <ItemCard
            key={quest.code}
            testId={`quest-${quest.code}`}
            title={content('quests', quest.code, 'title', quest.title)}
            description={`${content('quests', quest.code, 'description', quest.description)} · ${t('points.each', { points: quest.points })}`}
            state={quest.state}
            progress={quest.progress}
            progressLabel={t('rewards.progress', {
              current: quest.progress.current,
              target: quest.progress.target,
            })}
            action={actionOf(quest)}
          />
        ))}
      </ul>
    </>
  );
}
