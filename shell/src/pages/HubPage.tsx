import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { Link } from 'react-router-dom';
import { boundGoldDisplay, expNeedOf, isTopTier, VIP_LEVEL_NAMES } from '@portal/contracts';
import { RemoteWidget } from '@portal/federation';
import type { GoldBalanceWidgetProps } from 'mf-wallet-vip/gold-balance-widget';
import type { VipRankCardProps } from 'mf-wallet-vip/vip-rank-card';
import { formatGold } from '@portal/format';
import { isSignedInAtom, useSessionValue, userAtom, webviewAtom } from '@portal/session';
import { ProgressBar, Skeleton, theme, focusOutline } from '@portal/ui';
import { walletTotalsAtom } from '../features/account/accountState';
import { DrawerIcon, type DrawerIconName } from '../features/drawer/icons';
import { WebviewLink } from '../features/webview/WebviewLink';
import { SpecialEvents } from '../features/content/SpecialEvents';
import { SHELL_NS } from '../i18n';
import { hubGreeting } from './hubGreeting';
import { pageStyle } from './styles';

const links: { key: string; href: string; icon: DrawerIconName; reloadDocument?: boolean }[] = [
  { key: 'hub.games', href: '/games', icon: 'games' },
  { key: 'hub.quests', href: '/quest', icon: 'quests' },
  { key: 'hub.gacha', href: '/reward', icon: 'gacha' },
  { key: 'hub.topup', href: '/topup', icon: 'topUp', reloadDocument: true },
  { key: 'hub.myVip', href: '/vip', icon: 'vip' },
];

// A game's webview has no drawer: the hub leads to the account page, where Sign Out is.
const webviewAccountLink: (typeof links)[number] = { key: 'hub.account', href: '/account', icon: 'settings' };

const cardStyle = css({
  display: 'grid',
  gap: theme.space.md,
  padding: theme.space.lg,
  borderRadius: theme.radii.xl,
  background: theme.gradients.surface,
  border: `1px solid ${theme.colors.border}`,
});

const statStyle = css({
  display: 'grid',
  gap: 2,
  dt: { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
  dd: {
    margin: 0,
    fontSize: theme.fontSizes.xl,
    fontWeight: theme.fontWeights.bold,
    fontVariantNumeric: 'tabular-nums',
  },
});

const linkTileStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.xs,
  padding: `${theme.space.md}px ${theme.space.xs}px`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceRaised,
  border: `1px solid ${theme.colors.border}`,
  color: theme.colors.text,
  fontSize: theme.fontSizes.sm,
  textDecoration: 'none',
  textAlign: 'center',
  svg: { color: theme.colors.gold },
  '&:focus-visible': focusOutline(),
});

/**
 * Room kept for the wallet and VIP cards before the player's data and mf-wallet-vip's widgets
 * arrive, so the quick links below never jump (CLS at most 0.02). The heights are the cards' own,
 * with the widgets, at each width.
 */
const cardSlotStyle = ([narrowHeight, wideHeight]: readonly [number, number]) =>
  css({
    display: 'grid',
    alignContent: 'start',
    minHeight: narrowHeight,
    [theme.breakpoints.wide]: { minHeight: wideHeight, alignContent: 'stretch' },
  });

/**
 * The balance widget's own height (measured at 360 and 1280 px), so its skeleton leaves the rows
 * below in place; without bound gold and VIP it has no note, and the slot no empty band.
 */
const BALANCE_HEIGHT = { withNote: [228, 140], withoutNote: [158, 114] } as const;
const WALLET_CARD_HEIGHT = { withNote: [364, 272], withoutNote: [294, 246] } as const;
const VIP_CARD_HEIGHT = [284, 242] as const;
const balanceSlotStyle = ([narrow, wide]: readonly [number, number]) =>
  css({ minHeight: narrow, [theme.breakpoints.wide]: { minHeight: wide } });

type Stat = { key: string; label: string; value: number };

function Stats({ stats }: { stats: Stat[] }) {
  return (
    <dl
      css={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, 1fr)',
        gap: theme.space.md,
        margin: 0,
      }}
    >
      {stats.map((stat) => (
        <div key={stat.key} css={statStyle}>
          <dt>{stat.label}</dt>
          <dd css={stat.key === 'gold' ? { color: theme.colors.gold } : undefined}>
            {formatGold(stat.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const cardsStyle = css({
  display: 'grid',
  gap: theme.space.lg,
  [theme.breakpoints.wide]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'stretch' },
});

function CardSkeleton() {
  return (
    <div css={[cardStyle, { alignContent: 'start', height: '100%' }]} aria-hidden="true">
      <Skeleton width="40%" height={20} />
      <Skeleton height={18} />
      <Skeleton width="70%" height={18} />
    </div>
  );
}

/**
 * The signed-in home (not described by the spec): greeting, wallet summary, VIP rank, quick links.
 * Gold and the rank card are mf-wallet-vip's exposed widgets, the same ones its pages and the
 * profile show; the plain stand-ins cover loading and a wallet remote that is down.
 */
export default function HubPage() {
  const { t } = usePortalTranslation(SHELL_NS);
  const { t: common } = usePortalTranslation();
  const user = useSessionValue(userAtom);
  const isSignedIn = useSessionValue(isSignedInAtom);
  const wallet = useSessionValue(walletTotalsAtom);
  const webview = useSessionValue(webviewAtom);
  const shownLinks = webview.isWebview && isSignedIn ? [...links, webviewAccountLink] : links;
  const progress = user?.vipProgress;
  const level = progress ? VIP_LEVEL_NAMES[progress.currentLevel] : 'none';
  const need = expNeedOf(progress ?? {});
  const atTop = progress !== undefined && isTopTier(progress);
  const goldStats: Stat[] = user
    ? [
        { key: 'gold', label: common('wallet.gold'), value: wallet?.totalGold ?? user.totalGold },
        {
          key: 'bound',
          label: common('wallet.boundGold'),
          value: wallet?.totalBoundGold ?? user.totalBoundGold,
        },
      ]
    : [];
  // The room the widget's bound-gold note takes, by the rule the widget draws it with.
  const balanceShape =
    boundGoldDisplay(wallet?.totalBoundGold ?? user?.totalBoundGold ?? 0, progress?.currentLevel ?? 0)
      .note !== null
      ? 'withNote'
      : 'withoutNote';
  const greeting = hubGreeting(user, isSignedIn);
  const accountPending = isSignedIn && !user;
  const otherStats: Stat[] = user
    ? [
        { key: 'points', label: common('wallet.points'), value: wallet?.point ?? user.point },
        ...(wallet ? [{ key: 'gacha', label: common('wallet.gachaPoints'), value: wallet.tokenAmount }] : []),
      ]
    : [];
  return (
    <div css={pageStyle} data-testid="hub-page">
      <section css={{ display: 'grid', gap: theme.space.xs, paddingTop: theme.space.sm }}>
        {/* A visitor reaches /hub only in a game's webview: welcome, not "welcome back". */}
        {/* Two lines kept on phones: the greeting gains the player's name when it arrives (CLS). */}
        <h1 css={{ '@media (max-width: 767px)': { minHeight: '2.4em' } }}>
          {greeting === 'visitor'
            ? t('hub.greetingVisitor')
            : !user
              ? t('hub.greetingNewNoName') // true for both until the account is known
              : greeting === 'new'
                ? user.nickname
                  ? t('hub.greetingNew', { name: user.nickname })
                  : t('hub.greetingNewNoName')
                : user.nickname
                  ? t('hub.greeting', { name: user.nickname })
                  : t('hub.greetingNoName')}
        </h1>
        <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('hub.subtitle')}</p>
      </section>

      {accountPending ? (
        // Until the account is known nothing follows the skeleton on screen: the cards' heights depend
        // on it (the bound-gold note), and the quick links and footer would jump when it arrives.
        <div
          key="pending"
          css={[cardsStyle, { minHeight: '100vh' }]}
          aria-hidden="true"
          data-testid="hub-pending"
        >
          <div css={cardSlotStyle(WALLET_CARD_HEIGHT.withNote)}>
            <CardSkeleton />
          </div>
          <div css={cardSlotStyle(VIP_CARD_HEIGHT)}>
            <CardSkeleton />
          </div>
        </div>
      ) : (
        <>
          {isSignedIn && user && (
            <div css={cardsStyle}>
              <div css={cardSlotStyle(WALLET_CARD_HEIGHT[balanceShape])} data-testid="hub-wallet-slot">
                <section
                  css={cardStyle}
                  aria-labelledby="hub-wallet"
                  data-testid="hub-wallet"
                  data-tour="wallet"
                >
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
                      loading={
                        <Skeleton height="auto" radius={theme.radii.lg} css={{ minHeight: 'inherit' }} />
                      }
                      fallback={
                        <div css={{ display: 'grid', gap: theme.space.sm }} data-testid="hub-wallet-fallback">
                          <Stats stats={goldStats} />
                          <Link
                            to="/topup"
                            reloadDocument
                            css={{ fontWeight: 700, fontSize: theme.fontSizes.sm }}
                          >
                            {common('drawer.topUp')}
                          </Link>
                        </div>
                      }
                    />
                  </div>
                  <Stats stats={otherStats} />
                </section>
              </div>

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
                          <div
                            css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}
                          >
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
            </div>
          )}

          <nav aria-labelledby="hub-links" css={{ display: 'grid', gap: theme.space.md }}>
            <h2 id="hub-links">{t('hub.quickLinks')}</h2>
            <ul
              css={{
                display: 'grid',
                gridTemplateColumns: 'repeat(3, 1fr)',
                gap: theme.space.sm,
                listStyle: 'none',
                padding: 0,
                margin: 0,
                [theme.breakpoints.wide]: { gridTemplateColumns: 'repeat(5, 1fr)' },
              }}
            >
              {shownLinks.map((link) => (
                <li key={link.href}>
                  <WebviewLink to={link.href} reloadDocument={link.reloadDocument} css={linkTileStyle}>
                    <DrawerIcon name={link.icon} />
                    {t(link.key)}
                  </WebviewLink>
                </li>
              ))}
            </ul>
          </nav>
          <SpecialEvents placement="hub" />
        </>
      )}
    </div>
  );
}
