import { useState } from 'react';
import type { CampaignReward, RewardClaim } from '@portal/contracts';
import { Button, theme, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { Modal } from '@portal/ui/overlay';
import { PrizeIcon } from '@portal/ui/prize-icon';
import { isApiRequestError } from '@portal/api-client';
import { useResource } from '@portal/api-client/resource';
import type { CampaignCalls } from '../campaignCalls';
import { campaignErrorMessage } from '../forms/messages';
import { signInPath } from '../pre-register/authLinks';
import { useContentText } from '../i18n/contentText';
import { useKitTexts } from '../i18n/kitTexts';
import { CodeClaimScreen } from './CodeClaimScreen';
import { ItemCard } from './ItemCard';
import { isClaimable } from './itemState';

export interface RewardListProps {
  api: CampaignCalls;
  /** Milestone rewards on the landing's Milestone section, personal ones under Benefit. */
  kind?: CampaignReward['kind'];
  storeUrl?: string;
  /** Re-read the list when this changes (e.g. the signed-in player). */
  viewer?: string | null;
  /** Where a claim without a session goes: sign-in, which comes back to this page. */
  goToSignIn?: (path: string) => void;
}

/** The reward list with each item's state; Claim hands out a code and opens the claim screen. */
export function RewardList({
  api,
  kind,
  storeUrl,
  viewer = null,
  goToSignIn = (path) => window.location.assign(path),
}: RewardListProps) {
  const { t } = useKitTexts();
  const content = useContentText();
  const resource = useResource(() => api.rewards(), [api, viewer]);
  const [claiming, setClaiming] = useState<string | null>(null);
  const [claimError, setClaimError] = useState<string>();
  const [shown, setShown] = useState<Pick<RewardClaim, 'title' | 'code'> | null>(null);

  if (resource.status === 'loading') return <LoadingState label={t('state.loading')} />;
  if (resource.status === 'error')
    return <ErrorState message={t('state.error')} retryLabel={t('state.retry')} onRetry={resource.retry} />;
  const rewards = resource.data.filter((reward) => !kind || reward.kind === kind);
  if (rewards.length === 0) return <EmptyState>{t('rewards.empty')}</EmptyState>;

  const claim = async (reward: CampaignReward) => {
    setClaiming(reward.code);
    setClaimError(undefined);
    try {
      const claimed = await api.claimReward(reward.code);
      setShown({ title: content('rewards', claimed.rewardCode, 'title', claimed.title), code: claimed.code });
      resource.reload();
    } catch (error) {
      if (isApiRequestError(error) && error.status === 401) return goToSignIn(signInPath());
      setClaimError(campaignErrorMessage(error));
    } finally {
      setClaiming(null);
    }
  };

  return (
    <>
      {claimError && (
        <p role="alert" css={{ color: theme.colors.danger }}>
          {claimError}
        </p>
      )}
      <ul css={{ display: 'grid', gap: theme.space.sm, padding: 0, margin: 0, listStyle: 'none' }}>
        {rewards.map((reward) => (
          <ItemCard
            key={reward.code}
            testId={`reward-${reward.code}`}
            // A reward's code unlocks an item in the game.
            icon={<PrizeIcon kind="game_item" />}
            title={content('rewards', reward.code, 'title', reward.title)}
            description={content('rewards', reward.code, 'description', reward.description)}
            state={reward.state}
            progress={reward.progress}
            progressLabel={t('rewards.progress', {
              current: reward.progress.current,
              target: reward.progress.target,
            })}
            action={
              isClaimable(reward.state) ? (
                <Button size="sm" loading={claiming === reward.code} onClick={() => void claim(reward)}>
                  {t('state.claim')}
                </Button>
              ) : reward.claimedCode ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    setShown({
                      title: content('rewards', reward.code, 'title', reward.title),
                      code: reward.claimedCode ?? '',
                    })
                  }
                >
                  {t(reward.state === 'Completed' ? 'state.completed' : 'state.claimed')} ·{' '}
                  {t('rewards.viewCode')}
                </Button>
              ) : undefined
            }
          />
        ))}
      </ul>
      <Modal open={shown !== null} onClose={() => setShown(null)} title={t('claim.title')}>
        {shown && <CodeClaimScreen title={shown.title} code={shown.code} storeUrl={storeUrl} />}
      </Modal>
    </>
  );
}
