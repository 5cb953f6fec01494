import type { VipProgress } from '@portal/contracts';
import { RemoteWidget } from '@portal/federation';
import type { VipRankCardProps } from 'mf-wallet-vip/vip-rank-card';
import { theme } from '@portal/ui';
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

/** The VIP rank card (000 §2, profile variant) from mf-wallet-vip's `./vip-rank-card`. */
export function VipCard({ vipProgress }: { vipProgress: VipProgress }) {
  return (
    <RemoteWidget
      remote="mf_wallet_vip"
      module="./vip-rank-card"
      props={{ variant: 'profile', progress: vipProgress } satisfies VipRankCardProps}
      fallback={<VipCardFallback />}
    />
  );
}
