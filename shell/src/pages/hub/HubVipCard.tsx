import { expNeedOf, isTopTier, VIP_LEVEL_NAMES, type VipProgress } from '@portal/contracts';
import { RemoteWidget } from '@portal/federation';
import { formatGold } from '@portal/format';
import { usePortalTranslation } from '@portal/i18n';
import { ProgressBar, theme } from '@portal/ui';
import type { VipRankCardProps } from 'mf-wallet-vip/vip-rank-card';
import { Link } from 'react-router-dom';
import { SHELL_NS } from '../../i18n';
import { CardSkeleton } from './HubCardParts';
import { cardSlotStyle, cardStyle, VIP_CARD_HEIGHT } from './hubLayout';

/** The player's VIP rank: mf-wallet-vip's rank card, or a plain rank and progress when it is down. */
export function HubVipCard({ progress }: { progress: VipProgress | undefined }) {
  const { t } = usePortalTranslation(SHELL_NS);
  const level = progress ? VIP_LEVEL_NAMES[progress.currentLevel] : 'none';
  const need = expNeedOf(progress ?? {});
  const atTop = progress !== undefined && isTopTier(progress);
  return (
    <div css={cardSlotStyle(VIP_CARD_HEIGHT)} data-testid="hub-vip-slot">
      {progress ? (
        <section aria-label={t('hub.vipRank')} data-testid="hub-vip" css={{ display: 'grid' }}>
          <RemoteWidget
            remote="mf_wallet_vip"
            module="./vip-rank-card"
            props={{ variant: 'profile', progress } satisfies VipRankCardProps}
            loading={<CardSkeleton />}
            fallback={
              <div css={cardStyle} data-testid="hub-vip-fallback">
                <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
                  <h2>{t('hub.vipRank')}</h2>
                  <Link to="/vip" css={{ fontWeight: 700, fontSize: theme.fontSizes.sm }}>
                    {t('hub.seeVip')}
                  </Link>
                </div>
                <strong
                  css={{
                    fontSize: theme.fontSizes.lg,
                    color:
                      level === 'gold'
                        ? theme.colors.gold
                        : level === 'silver'
                          ? theme.colors.silver
                          : theme.colors.text,
                  }}
                >
                  {level === 'none' ? t('hub.vipNone') : t(`drawer.vip.${level}`)}
                </strong>
                <ProgressBar
                  value={atTop ? 100 : (progress.totalExp / need) * 100}
                  label={t('hub.vipRank')}
                />
                <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
                  {atTop
                    ? t('hub.vipMax')
                    : t('hub.vipProgress', {
                        exp: formatGold(progress.totalExp),
                        need: formatGold(need),
                      })}
                </span>
              </div>
            }
          />
        </section>
      ) : (
        <CardSkeleton />
      )}
    </div>
  );
}
