import { css } from '@emotion/react';
import { theme, ErrorState, LoadingState } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import type { CampaignCalls } from '../campaignCalls';
import { useKitTexts } from '../i18n/kitTexts';
import { CopyCode } from '../rewards/CopyCode';

const panelStyle = css({
  display: 'grid',
  gap: theme.space.md,
  ul: { margin: 0, paddingLeft: theme.space.xl, color: theme.colors.textMuted },
});

/**
 * The player's invite link and how many friends counted: 40 points each for the first 5 by default
 * (the numbers come from the campaign's constants in the answer).
 */
export function ReferralPanel({ api, viewer }: { api: CampaignCalls; viewer: string }) {
  const { t } = useKitTexts();
  const resource = useResource(() => api.referral(), [api, viewer]);
  if (resource.status === 'loading') return <LoadingState label={t('state.loading')} />;
  if (resource.status === 'error')
    return <ErrorState message={t('state.error')} retryLabel={t('state.retry')} onRetry={resource.retry} />;
  const referral = resource.data;
  const link = new URL(referral.invitePath, window.location.origin).toString();
  return (
    <div css={panelStyle} data-testid="referral-panel">
      <p>{t('referral.rule', { points: referral.pointsPerReferral, max: referral.maxRewardedReferrals })}</p>
      <CopyCode code={link} />
      <p data-testid="referral-count">
        {t('referral.count', {
          count: referral.countedReferrals,
          rewarded: referral.rewardedReferrals,
          max: referral.maxRewardedReferrals,
          points: referral.pointsEarned,
        })}
      </p>
      {referral.referredBy && <p>{t('referral.referredBy', { nickname: referral.referredBy })}</p>}
      {referral.invitees.length === 0 ? (
        <p>{t('referral.empty')}</p>
      ) : (
        <ul>
          {referral.invitees.map((invitee) => (
            <li key={`${invitee.nickname}-${invitee.createdAt}`}>
              {invitee.nickname} · {t(`referral.status.${invitee.status}`)}
              {invitee.pointsAwarded > 0 ? ` · +${invitee.pointsAwarded}` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
