import { boundGoldDisplay, type AuthUser, type WalletTotals } from '@portal/contracts';
import { RemoteWidget } from '@portal/federation';
import { usePortalTranslation } from '@portal/i18n';
import { Skeleton, theme } from '@portal/ui';
import type { GoldBalanceWidgetProps } from 'mf-wallet-vip/gold-balance-widget';
import { Link } from 'react-router-dom';
import { SHELL_NS } from '../../i18n';
import { Stats, type Stat } from './HubCardParts';
import { BALANCE_HEIGHT, balanceSlotStyle, cardSlotStyle, cardStyle, WALLET_CARD_HEIGHT } from './hubLayout';

interface HubWalletCardProps {
  user: AuthUser;
  /** The wallet's fresher totals, when read; else the account's. */
  wallet: WalletTotals | null;
}

/** The player's gold (mf-wallet-vip's balance widget, or plain numbers when it is down) and points. */
export function HubWalletCard({ user, wallet }: HubWalletCardProps) {
  const { t } = usePortalTranslation(SHELL_NS);
  const { t: common } = usePortalTranslation();
  const progress = user.vipProgress;
  const goldStats: Stat[] = [
    { key: 'gold', label: common('wallet.gold'), value: wallet?.totalGold ?? user.totalGold },
    {
      key: 'bound',
      label: common('wallet.boundGold'),
      value: wallet?.totalBoundGold ?? user.totalBoundGold,
    },
  ];
  const otherStats: Stat[] = [
    { key: 'points', label: common('wallet.points'), value: wallet?.point ?? user.point },
    ...(wallet ? [{ key: 'gacha', label: common('wallet.gachaPoints'), value: wallet.tokenAmount }] : []),
  ];
  // The room the widget's bound-gold note takes, by the rule the widget draws it with.
  const balanceShape =
    boundGoldDisplay(wallet?.totalBoundGold ?? user.totalBoundGold, progress?.currentLevel ?? 0).note !== null
      ? 'withNote'
      : 'withoutNote';
  return (
    <div css={cardSlotStyle(WALLET_CARD_HEIGHT[balanceShape])} data-testid="hub-wallet-slot">
      <section css={cardStyle} aria-labelledby="hub-wallet" data-testid="hub-wallet" data-tour="wallet">
        <h2 id="hub-wallet">{t('hub.wallet')}</h2>
        <div css={balanceSlotStyle(BALANCE_HEIGHT[balanceShape])} data-testid="hub-balance-slot">
          <RemoteWidget
            remote="mf_wallet_vip"
            module="./gold-balance-widget"
            props={
              {
                variant: 'transfer',
                gold: wallet?.totalGold ?? user.totalGold,
                boundGold: wallet?.totalBoundGold ?? user.totalBoundGold,
                vipLevel: progress?.currentLevel,
              } satisfies GoldBalanceWidgetProps
            }
            loading={<Skeleton height="auto" radius={theme.radii.lg} css={{ minHeight: 'inherit' }} />}
            fallback={
              <div css={{ display: 'grid', gap: theme.space.sm }} data-testid="hub-wallet-fallback">
                <Stats stats={goldStats} />
                <Link to="/topup" reloadDocument css={{ fontWeight: 700, fontSize: theme.fontSizes.sm }}>
                  {common('drawer.topUp')}
                </Link>
              </div>
            }
          />
        </div>
        <Stats stats={otherStats} />
      </section>
    </div>
  );
}
