import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { AuthUser } from '@portal/contracts';
import { RemoteWidget } from '@portal/federation';
import type { GoldBalanceWidgetProps } from 'mf-wallet-vip/gold-balance-widget';
import { formatGold } from '@portal/format';
import { usePortalTranslation } from '@portal/i18n';
import { useSessionValue } from '@portal/session';
import { theme } from '@portal/ui';
import { SHELL_NS } from '../../i18n';
import { walletTotalsAtom } from '../account/accountState';
import { sectionStyle, sectionTitleStyle } from './styles';

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.space.sm,
  margin: 0,
});

const cellStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: `${theme.space.md}px`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceRaised,
  border: `1px solid ${theme.colors.border}`,
  dt: { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
  dd: {
    margin: 0,
    fontSize: theme.fontSizes.lg,
    fontWeight: theme.fontWeights.bold,
    fontVariantNumeric: 'tabular-nums',
  },
  '&[data-kind="gold"] dd': { color: theme.colors.gold },
});

type Cell = { kind: string; label: string; value: number };

function Cells({ cells }: { cells: Cell[] }) {
  return (
    <dl css={gridStyle}>
      {cells.map((cell) => (
        <div key={cell.kind} css={cellStyle} data-kind={cell.kind}>
          <dt>{cell.label}</dt>
          <dd>{formatGold(cell.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Gold, bound gold, points and gacha points (spec 000 §2). Gold and bound gold are mf-wallet-vip's
 * gold balance widget (menu variant), loaded at runtime so the drawer shows the same widget, gold
 * dialog and bound-gold rule as the wallet pages; while it loads, or when that remote is down, the
 * two amounts show as plain cells. Values come from the wallet refresh, or the current user until
 * it answers; the gacha points cell appears only once the wallet told it.
 */
export function WalletBlock({ user }: { user: AuthUser }) {
  const { t } = usePortalTranslation(SHELL_NS);
  const { t: common } = usePortalTranslation();
  const wallet = useSessionValue(walletTotalsAtom);
  const gold = wallet?.totalGold ?? user.totalGold;
  const boundGold = wallet?.totalBoundGold ?? user.totalBoundGold;
  const goldCells: Cell[] = [
    { kind: 'gold', label: common('wallet.gold'), value: gold },
    { kind: 'boundGold', label: common('wallet.boundGold'), value: boundGold },
  ];
  const otherCells: Cell[] = [
    { kind: 'points', label: common('wallet.points'), value: wallet?.point ?? user.point },
    ...(wallet
      ? [{ kind: 'gachaPoints', label: common('wallet.gachaPoints'), value: wallet.tokenAmount }]
      : []),
  ];
  return (
    <section
      css={sectionStyle}
      aria-labelledby="drawer-wallet-title"
      data-tour="wallet"
      data-testid="drawer-wallet"
    >
      <h3 id="drawer-wallet-title" css={sectionTitleStyle}>
        {t('drawer.wallet')}
      </h3>
      <div data-testid="drawer-gold-balance">
        <RemoteWidget
          remote="mf_wallet_vip"
          module="./gold-balance-widget"
          props={
            {
              variant: 'menu',
              gold,
              boundGold,
              vipLevel: user.vipProgress.currentLevel,
            } satisfies GoldBalanceWidgetProps
          }
          fallback={
            <>
              <Cells cells={goldCells} />
              <Link
                to="/topup"
                reloadDocument
                css={{ fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.bold }}
              >
                {common('drawer.topUp')}
              </Link>
            </>
          }
        />
      </div>
      <Cells cells={otherCells} />
    </section>
  );
}
