import {
  createEmbed,
  createRoutedEmbed,
  prepareEmbed,
  type EmbedHostProps,
  type RoutedEmbedProps,
  type Unmount,
} from '@portal/federation';
import { App } from './App';
import { registerTexts } from './i18n';
import { GoldBalanceWidget, type GoldBalanceWidgetProps } from './widgets/gold-balance/GoldBalanceWidget';
import { VipRankCard, type VipRankCardProps } from './widgets/vip-rank-card/VipRankCard';
import { EmbedPlayerGate } from './widgets/embed-player/EmbedPlayerGate';
import { PortalThemeProvider } from '@portal/ui';

/** What a studio's page may pass to `mount(element, props)`. */
export type WalletEmbedProps = RoutedEmbedProps &
  EmbedHostProps &
  GoldBalanceWidgetProps &
  Omit<VipRankCardProps, 'variant'> & {
    /** A widget alone instead of a page: the gold balance (with its gold dialog) or the VIP rank card. */
    widget?: 'gold-balance' | 'vip-rank';
  };

const prepare = async (props: WalletEmbedProps) => {
  await prepareEmbed(props);
  await registerTexts();
};

const routed = createRoutedEmbed<WalletEmbedProps>('mf-wallet-vip', App, prepare);

const goldBalance = createEmbed<WalletEmbedProps>(
  'mf-wallet-vip:gold-balance',
  ({ variant, gold, boundGold, vipLevel, gameCode, brandName, requestSignIn }) => {
    const widget = <GoldBalanceWidget {...{ variant, gold, boundGold, vipLevel, gameCode, brandName }} />;
    // Numbers the page passed itself need no player; otherwise the widget is the signed-in player's.
    return (
      <PortalThemeProvider>
        {gold !== undefined ? (
          widget
        ) : (
          <EmbedPlayerGate shows="gold" requestSignIn={requestSignIn}>
            {widget}
          </EmbedPlayerGate>
        )}
      </PortalThemeProvider>
    );
  },
  prepare,
);

const vipRank = createEmbed<WalletEmbedProps>(
  'mf-wallet-vip:vip-rank',
  ({ progress, expRate, benefitsPath, requestSignIn }) => {
    const widget = <VipRankCard {...{ progress, expRate, benefitsPath }} />;
    return (
      <PortalThemeProvider>
        {progress !== undefined ? (
          widget
        ) : (
          <EmbedPlayerGate shows="vipRank" requestSignIn={requestSignIn}>
            {widget}
          </EmbedPlayerGate>
        )}
      </PortalThemeProvider>
    );
  },
  prepare,
);

/**
 * Studios: `mount(element, { widget: 'gold-balance' | 'vip-rank', language })` draws a widget;
 * `mount(element, { initialPath, language, apiBaseUrl })` renders a wallet page.
 */
export function mount(element: HTMLElement, props: WalletEmbedProps = {}): Unmount {
  if (props.widget === 'gold-balance') return goldBalance.mount(element, props);
  if (props.widget === 'vip-rank') return vipRank.mount(element, props);
  return routed.mount(element, props);
}
