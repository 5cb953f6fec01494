import type { VipProgress } from '@portal/contracts';
import { RemoteWidget } from '@portal/federation';
import type { VipRankCardProps } from 'mf-wallet-vip/vip-rank-card';
import { Skeleton, theme } from '@portal/ui';
import { useTexts } from '../../i18n';
import { card } from '../../ui/layout';
import { WebviewAwareLink } from '../../ui/WebviewAwareLink';

/** Stand-in while mf-wallet-vip's card loads or when it is unavailable: a link to the VIP page. */
function VipCardFallback() {
  const { t } = useTexts();
  return (
    <WebviewAwareLink
      to="/vip"
      data-testid="vip-card-fallback"
      css={{
        ...card,
        display: 'flex',
        justifyContent: 'space-between',
        color: theme.colors.text,
        textDecoration: 'none',
      }}
    >
      <span>{t('myProfile.vipCard')}</span>
      <span aria-hidden css={{ color: theme.colors.gold }}>
        ›
      </span>
    </WebviewAwareLink>
  );
}

/**
 * The rank card's own height at 360 and above 767 px (as on the hub): its skeleton keeps the links
 * and the gaming activity below in place while the card loads, instead of a one-line stand-in the
 * card then pushes down.
 */
const CARD_HEIGHT = [284, 242] as const;

/** The VIP rank card (000 §2, profile variant) from mf-wallet-vip's `./vip-rank-card`. */
export function VipCard({ vipProgress }: { vipProgress: VipProgress }) {
  return (
    <RemoteWidget
      remote="mf_wallet_vip"
      module="./vip-rank-card"
      props={{ variant: 'profile', progress: vipProgress } satisfies VipRankCardProps}
      loading={
        <Skeleton
          height="auto"
          radius={theme.radii.xl}
          css={{ minHeight: CARD_HEIGHT[0], [theme.breakpoints.wide]: { minHeight: CARD_HEIGHT[1] } }}
        />
      }
      fallback={<VipCardFallback />}
    />
  );
}
