import { css } from '@emotion/react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatGold } from '@portal/format';
import { usePortalTranslation } from '@portal/i18n';
import { sessionStore, useSessionValue, userAtom } from '@portal/session';
import { focusOutline, LineIcon, theme } from '@portal/ui';
import { updateConfiguration } from '../account/configurationCall';
import { SHELL_NS } from '../../i18n';
import { pendingTopupsAtom } from '../account/accountState';
import { pendingOrderToShow } from './bannerRules';

const bannerStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.md,
  margin: `${theme.space.md}px ${theme.space.lg}px 0`,
  padding: `${theme.space.md}px ${theme.space.md}px ${theme.space.md}px ${theme.space.lg}px`,
  borderRadius: theme.radii.lg,
  background: 'linear-gradient(90deg, rgba(242, 193, 78, 0.18), rgba(242, 193, 78, 0.06))',
  border: `1px solid rgba(242, 193, 78, 0.45)`,
  color: theme.colors.text,
  fontSize: theme.fontSizes.sm,
  a: { color: theme.colors.gold, fontWeight: theme.fontWeights.bold, whiteSpace: 'nowrap' },
});

const dismissStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  flexShrink: 0,
  border: 'none',
  borderRadius: theme.radii.md,
  background: 'transparent',
  color: theme.colors.textMuted,
  cursor: 'pointer',
  '&:hover': { color: theme.colors.text, background: theme.colors.surfaceRaised },
  '&:focus-visible': focusOutline(),
});

/**
 * The pending-order banner (spec 000 §2, §4): an unexpired top-up waits for payment and
 * hasPendingPayment is true. Dismissing sets hasPendingPayment false through the configuration
 * update, so it stays away on the next pages and loads (until a new order sets it again).
 */
export function PendingOrderBanner() {
  const { t } = usePortalTranslation(SHELL_NS);
  const user = useSessionValue(userAtom);
  const pendingTopups = useSessionValue(pendingTopupsAtom);
  const [dismissing, setDismissing] = useState(false);
  const location = useLocation();
  // The time this page was shown: expiry is judged against it (the list is refreshed on every page).
  const [shownAt] = useState(() => Math.floor(Date.now() / 1000));
  const order = pendingOrderToShow(user, pendingTopups, shownAt);
  if (!order || dismissing) return null;

  const dismiss = async () => {
    setDismissing(true);
    try {
      const configuration = await updateConfiguration({ hasPendingPayment: false });
      const current = sessionStore.get(userAtom);
      if (current) sessionStore.set(userAtom, { ...current, configuration });
    } catch {
      setDismissing(false); // not saved: the banner stays so the player can try again
    }
  };

  const orderPath = `/topup/order/detail?orderId=${encodeURIComponent(order.id)}`;
  const onOrderPage = `${location.pathname}${location.search}` === orderPath;
  return (
    <aside css={bannerStyle} aria-label={t('pending.label')} data-testid="pending-order-banner">
      <LineIcon size={22} weight={2} color={theme.colors.gold} css={{ flexShrink: 0 }}>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </LineIcon>
      <p css={{ margin: 0, flex: 1 }}>
        <strong>{t('pending.title')}</strong> {t('pending.text', { gold: formatGold(order.goldAmount) })}{' '}
        {/* On the order's own page the link would lead nowhere new. */}
        {!onOrderPage && <Link to={orderPath}>{t('pending.action')}</Link>}
      </p>
      <button
        type="button"
        css={dismissStyle}
        aria-label={t('pending.dismiss')}
        onClick={() => void dismiss()}
      >
        <LineIcon size={18} weight={2}>
          <path d="M6 6l12 12M18 6L6 18" />
        </LineIcon>
      </button>
    </aside>
  );
}
