import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BOTTOM_NAV_COLUMNS } from '@portal/contracts';
import { isSignedInAtom, useSessionValue } from '@portal/session';
import { theme } from '@portal/ui';
import { DrawerIcon, type DrawerIconName } from '../features/drawer/icons';
import { SHELL_NS } from '../i18n';
import { useRouteTable } from '../routes/routeTable';
import { activeNavKey, isNavKey, MENU_KEY_EVENT, navEntries, type NavKey } from './navigation';

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

const icons: Record<NavKey, DrawerIconName> = {
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
  const { pathname } = useLocation();
  const isSignedIn = useSessionValue(isSignedInAtom);
  // The remotes' menu keys arrive with the registry.
  useRouteTable();
  const [menuKey, setMenuKey] = useState<{ key: NavKey; path: string } | null>(null);
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);
  useEffect(() => {
    const onMenuKey = (event: Event) => {
      const key = (event as CustomEvent<unknown>).detail;
      if (isNavKey(key)) setMenuKey({ key, path: pathnameRef.current });
    };
    window.addEventListener(MENU_KEY_EVENT, onMenuKey);
    return () => window.removeEventListener(MENU_KEY_EVENT, onMenuKey);
  }, []);
  // An explicit key holds for the page that set it.
  const active = activeNavKey(pathname, menuKey?.path === pathname ? menuKey.key : undefined);
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
          <DrawerIcon name={icons[entry.key]} size={20} />
          {t(`nav.${entry.key}`)}
        </Link>
      ))}
    </nav>
  );
}
