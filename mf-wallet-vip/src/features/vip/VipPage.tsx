import { call } from '@portal/api-client';
import { VIP_LEVEL_NAMES, transferEndpoints, vipEndpoints } from '@portal/contracts';
import { formatDate } from '@portal/format/date';
import { Page, theme, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import { fetchVipBenefits } from './vipBenefits';
import { Card } from '../../ui/Card';
import { useTexts } from '../../i18n';
import { gameName as nameOf, loadGameNames } from '../../ui/gameNames';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount } from '../../ui/format';
import { GoldBalanceWidget } from '../../widgets/gold-balance/GoldBalanceWidget';
import { VipRankCard } from '../../widgets/vip-rank-card/VipRankCard';
import { BenefitList } from './BenefitList';
import { benefitsFrom } from './benefits';
import { minimumExpOf } from './vipRules';

const load = () =>
  Promise.all([
    call(vipEndpoints.details),
    fetchVipBenefits(),
    call(transferEndpoints.history, { query: { page: 1, size: 20 } }),
    // Names for the history; without them it shows the codes' words rather than failing the page.
    loadGameNames().catch(() => new Map<string, string>()),
  ]);

/** /vip: the rank card, the cycle (endAt, downgradeAt, minimums per level), benefits and XP history. */
export function VipPage() {
  const { t } = useTexts();
  const language = useLanguage();
  const data = useResource(load, []);
  return (
    <Page title={t('vip.title')} testId="page-vip">
      {data.status === 'loading' && <LoadingState blocks={[72, 72, 72, 72]} />}
      {data.status === 'error' && <ErrorState message={t('state.error')} onRetry={data.retry} />}
      {data.status === 'ready' &&
        (() => {
          const [details, metadata, transfers, games] = data.data;
          const gameName = (code: string) => nameOf(games, code);
          const { progress } = details;
          const cycle = progress.currentVIPCycle;
          const history = transfers.items.filter(
            (transfer) => transfer.expEarned > 0 && transfer.status !== 'failed',
          );
          const benefits = benefitsFrom(metadata);
          const date = (unix: number) => formatDate(unix, 'MMM Do YYYY', { language });
          return (
            <>
              <VipRankCard
                progress={progress}
                expRate={details.rules.expRate}
                goldMinimumExp={minimumExpOf(details.rules, 2)}
                benefitsPath="#vip-benefits"
              />
              <GoldBalanceWidget
                variant={progress.currentLevel === 2 ? 'level-gold' : 'my-vip'}
                vipLevel={progress.currentLevel}
                onVipPage
              />
              <Card title={t('vip.cycle')} testId="vip-cycle">
                {cycle ? (
                  <>
                    {cycle.endAt !== null && <p>{t('vip.endsAt', { date: date(cycle.endAt) })}</p>}
                    {cycle.downgradeAt !== null && (
                      <p>{t('vip.downgradeAt', { date: date(cycle.downgradeAt) })}</p>
                    )}
                    <ul css={{ margin: 0, paddingLeft: theme.space.lg }}>
                      {cycle.vipRewards.map((reward) => (
                        <li key={reward.level}>
                          {t('vip.minimum', {
                            level: t(`rank.level.${VIP_LEVEL_NAMES[reward.level]}`),
                            exp: formatAmount(reward.minimumExp, language),
                          })}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p>{t('vip.noCycle')}</p>
                )}
              </Card>
              <div id="vip-benefits">
                <Card title={t('vip.benefits')}>
                  {benefits.length === 0 ? (
                    <EmptyState>{t('vip.noBenefits')}</EmptyState>
                  ) : (
                    <BenefitList benefits={benefits} />
                  )}
                </Card>
              </div>
              <Card title={t('vip.history')} testId="vip-history">
                {history.length === 0 ? (
                  <EmptyState>{t('vip.historyEmpty', { rate: details.rules.expRate })}</EmptyState>
                ) : (
                  <ul
                    css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs }}
                  >
                    {history.map((transfer) => (
                      <li
                        key={transfer.id}
                        css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm }}
                      >
                        <span>
                          {t('vip.historyEntry', {
                            gold: formatAmount(transfer.amount, language),
                            game: gameName(transfer.gameCode),
                          })}
                          <small css={{ display: 'block', color: theme.colors.textMuted }}>
                            {date(transfer.createdAt)}
                          </small>
                        </span>
                        <strong css={{ color: theme.colors.gold }}>
                          {t('vip.xp', { xp: formatAmount(transfer.expEarned, language) })}
                        </strong>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </>
          );
        })()}
    </Page>
  );
}
