import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { Link, useLocation } from 'react-router-dom';
import { BOTTOM_NAV_COLUMNS } from '@portal/contracts';
import { isSignedInAtom, useSessionValue } from '@portal/session';
import { theme } from '@portal/ui';
import { SHELL_NS } from '../i18n';
import { activeNavKey, navEntries } from './navigation';

const navStyle = css({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: theme.zIndex.header,
  display: 'grid',
  gridTemplateColumns: `repeat(${BOTTOM_NAV_COLUMNS}, 1fr)`,
  background: theme.colors.surface,
  borderTop: `1px solid ${theme.colors.border}`,
  paddingBottom: 'env(safe-area-inset-bottom)',
});

const linkStyle = css({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: 56,
  fontSize: 11,
  fontWeight: 700,
  letterSpacing: '0.04em',
  color: theme.colors.textMuted,
  textDecoration: 'none',
  '&[aria-current="page"]': { color: theme.colors.gold },
  '&:focus-visible': { outline: `2px solid ${theme.colors.gold}`, outlineOffset: -2 },
});

export function BottomNav() {
  const { t } = usePortalTranslation(SHELL_NS);
  const { pathname } = useLocation();
  const isSignedIn = useSessionValue(isSignedInAtom);
  const active = activeNavKey(pathname);
  return (
    <nav css={navStyle} aria-label={t('header.mainNavigation')} data-testid="bottom-nav">
      {navEntries(isSignedIn).map((entry) => (
        <Link
          key={entry.key}
          to={entry.href}
          css={linkStyle}
          aria-current={entry.key === active ? 'page' : undefined}
          // /topup is opened with a full page load (spec 000 §2).
          reloadDocument={entry.key === 'topup'}
        >
          {t(`nav.${entry.key}`)}
        </Link>
      ))}
    </nav>
  );
}
