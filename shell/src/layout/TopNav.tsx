import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { Link } from 'react-router-dom';
import { isSignedInAtom, useSessionValue } from '@portal/session';
import { theme } from '@portal/ui';
import { DrawerIcon } from '../features/drawer/icons';
import { SHELL_NS } from '../i18n';
import { NAV_ICONS } from './BottomNav';
import { navEntries } from './navigation';
import { useActiveNavKey } from './useActiveNavKey';

const navStyle = css({
  display: 'none',
  [theme.breakpoints.wide]: { display: 'flex', alignItems: 'stretch', alignSelf: 'stretch', gap: 2 },
});

const linkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: `0 ${theme.space.sm}px`,
  position: 'relative',
  whiteSpace: 'nowrap',
  fontSize: 13,
  fontWeight: 700,
  letterSpacing: '0.04em',
  color: theme.colors.textMuted,
  textDecoration: 'none',
  '&:hover': { color: theme.colors.text },
  '&[aria-current="page"]': { color: theme.colors.gold },
  '&[aria-current="page"]::after': {
    content: '""',
    position: 'absolute',
    left: theme.space.sm,
    right: theme.space.sm,
    bottom: 0,
    height: 2,
    borderRadius: 2,
    background: theme.colors.gold,
  },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: -2 },
  // Icons only where five words and the header's buttons would not fit.
  '@media (max-width: 1023px)': { '& > svg': { display: 'none' } },
});

/**
 * Above 767 px the five destinations sit in the header and the bottom bar is hidden:
 * same entries, same active rule, same full-page load for TOPUP (spec 000 §2).
 */
export function TopNav() {
  const { t } = usePortalTranslation(SHELL_NS);
  const isSignedIn = useSessionValue(isSignedInAtom);
  const active = useActiveNavKey();
  return (
    <nav css={navStyle} aria-label={t('header.mainNavigation')} data-testid="top-nav">
      {navEntries(isSignedIn).map((entry) => (
        <Link
          key={entry.key}
          to={entry.href}
          css={linkStyle}
          aria-current={entry.key === active ? 'page' : undefined}
          reloadDocument={entry.key === 'topup'}
        >
          <DrawerIcon name={NAV_ICONS[entry.key]} size={18} />
          {t(`nav.${entry.key}`)}
        </Link>
      ))}
    </nav>
  );
}
