import { VIP_LEVEL_NAMES } from '@portal/contracts';
import { isSignedInAtom, useSessionValue } from '@portal/session';
import { Page, theme, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { Link } from 'react-router-dom';
import { useResource } from '@portal/api-client/resource';
import { loadVipDetails, type VipDetails } from './vipDetails';
import { SignInPrompt } from '../../ui/SignInPrompt';
import { Card } from '../../ui/Card';
import { useTexts } from '../../i18n';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount } from '../../ui/format';
import { BenefitList } from './BenefitList';
import { benefitsFrom } from './benefits';
import { minimumExpOf, visitorProgress } from './vipRules';
import { VipRankCard } from '../../widgets/vip-rank-card/VipRankCard';

/**
 * /vip/details, the VIP page for visitors: what Silver and Gold give, how XP is earned, sign in.
 * `firstView` is what the server read for its render (effects do not run there); the browser loads.
 */
export function VipDetailsPage({ firstView }: { firstView?: VipDetails }) {
  const { t } = useTexts();
  const language = useLanguage();
  const signedIn = useSessionValue(isSignedInAtom);
  const loaded = useResource(loadVipDetails, [], { enabled: !firstView });
  const data = firstView ? ({ status: 'ready', data: firstView } as const) : loaded;
  return (
    <Page title={t('vipDetails.title')} testId="page-vip-details">
      <p>{t('vipDetails.intro')}</p>
      {/* Two card-sized blocks: the sign-in prompt below stays where the loaded cards leave it. */}
      {data.status === 'loading' && <LoadingState blocks={[300, 300]} />}
      {data.status === 'error' && <ErrorState message={t('state.error')} onRetry={data.retry} />}
      {data.status === 'ready' && (
        <>
          {/* The player's own card from the session; a visitor's is the no-level card with Sign in. */}
          <VipRankCard
            progress={signedIn ? undefined : visitorProgress(data.data[0])}
            expRate={data.data[0].expRate}
            goldMinimumExp={minimumExpOf(data.data[0], 2)}
            signIn={!signedIn}
          />
          <Card title={t('vipDetails.howXp')} testId="vip-how-xp">
            <p>{t('vipDetails.rate', { rate: data.data[0].expRate })}</p>
            <ul css={{ margin: 0, paddingLeft: theme.space.lg }}>
              {data.data[0].levels.map((level) => (
                <li key={level.level}>
                  {t('vip.minimum', {
                    level: t(`rank.level.${VIP_LEVEL_NAMES[level.level]}`),
                    exp: formatAmount(level.minimumExp, language),
                  })}
                </li>
              ))}
            </ul>
            <p>{t('vipDetails.cycle', { days: data.data[0].cycleDays, grace: data.data[0].graceDays })}</p>
          </Card>
          <Card title={t('vip.benefits')}>
            {benefitsFrom(data.data[1]).length === 0 ? (
              <EmptyState>{t('vip.noBenefits')}</EmptyState>
            ) : (
              <BenefitList benefits={benefitsFrom(data.data[1])} />
            )}
          </Card>
        </>
      )}
      {signedIn ? (
        <Link to="/vip" css={{ color: theme.colors.gold }}>
          {t('vipDetails.myRank')}
        </Link>
      ) : (
        <SignInPrompt message={t('vipDetails.signIn')} />
      )}
    </Page>
  );
}
