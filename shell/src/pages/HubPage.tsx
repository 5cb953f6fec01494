import { usePortalTranslation } from '@portal/i18n';
import { isSignedInAtom, useSessionValue, userAtom } from '@portal/session';
import { theme } from '@portal/ui';
import { walletTotalsAtom } from '../features/account/accountState';
import { SpecialEvents } from '../features/content/SpecialEvents';
import { SHELL_NS } from '../i18n';
import { CardSkeleton } from './hub/HubCardParts';
import { cardSlotStyle, cardsStyle, VIP_CARD_HEIGHT, WALLET_CARD_HEIGHT } from './hub/hubLayout';
import { HubQuickLinks } from './hub/HubQuickLinks';
import { HubVipCard } from './hub/HubVipCard';
import { HubWalletCard } from './hub/HubWalletCard';
import { hubGreeting } from './hubGreeting';
import { pageStyle } from './styles';

/**
 * The signed-in home (not described by the spec): greeting, wallet summary, VIP rank, quick links.
 * Gold and the rank card are mf-wallet-vip's exposed widgets, the same ones its pages and the
 * profile show; the plain stand-ins cover loading and a wallet remote that is down.
 */
export default function HubPage() {
  const { t } = usePortalTranslation(SHELL_NS);
  const user = useSessionValue(userAtom);
  const isSignedIn = useSessionValue(isSignedInAtom);
  const wallet = useSessionValue(walletTotalsAtom);
  const greeting = hubGreeting(user, isSignedIn);
  const accountPending = isSignedIn && !user;
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
              <HubWalletCard user={user} wallet={wallet ?? null} />

              <HubVipCard progress={user.vipProgress} />
            </div>
          )}

          <HubQuickLinks />
          <SpecialEvents placement="hub" />
        </>
      )}
    </div>
  );
}
