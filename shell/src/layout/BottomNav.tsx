import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { Link } from 'react-router-dom';
import { BOTTOM_NAV_COLUMNS } from '@portal/contracts';
import { isSignedInAtom, useSessionValue } from '@portal/session';
import { theme } from '@portal/ui';
import { DrawerIcon, type DrawerIconName } from '../features/drawer/icons';
import { SHELL_NS } from '../i18n';
import { navEntries, type NavKey } from './navigation';
import { useActiveNavKey } from './useActiveNavKey';

const navStyle = css({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: theme.zIndex.bottomNav,
  display: 'grid',
  gridTemplateColumns: `repeat(${BOTTOM_NAV_COLUMNS}, 1fr)`,
  background: 'rgba(20, 24, 36, 0.96)',
  backdropFilter: 'blur(10px)',
  borderTop: `1px solid ${theme.colors.border}`,
  paddingBottom: 'env(safe-area-inset-bottom)',
  // Above 767 px the destinations are in the header (TopNav).
  [theme.breakpoints.wide]: { display: 'none' },
});

const linkStyle = css({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'center',
  gap: 3,
  minHeight: 58,
  padding: '0 2px',
  textAlign: 'center',
  fontSize: 11,
  fontWeight: 700,
  letterSpacing: '0.04em',
  color: theme.colors.textMuted,
  textDecoration: 'none',
  position: 'relative',
  '&[aria-current="page"]': { color: theme.colors.gold },
  // A short gold bar above the active entry.
  '&[aria-current="page"]::before': {
    content: '""',
    position: 'absolute',
    top: 0,
    left: '30%',
    right: '30%',
    height: 2,
    borderRadius: 2,
    background: theme.colors.gold,
  },
  '&:focus-visible': { outline: `2px solid ${theme.colors.gold}`, outlineOffset: -2 },
});

export const NAV_ICONS: Record<NavKey, DrawerIconName> = {
  home: 'home',
  games: 'games',
  topup: 'topUp',
  myVip: 'vip',
  playtesting: 'playtest',
  // Not a bottom entry (the drawer's Friends row); the record covers every menu key.
  friends: 'friends',
};

export function BottomNav() {
  const { t } = usePortalTranslation(SHELL_NS);
  const isSignedIn = useSessionValue(isSignedInAtom);
  const active = useActiveNavKey();
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
          <DrawerIcon name={NAV_ICONS[entry.key]} size={20} />
          {t(`nav.${entry.key}`)}
        </Link>
      ))}
    </nav>
  );
}
