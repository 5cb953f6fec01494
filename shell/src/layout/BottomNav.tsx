import { css } from '@emotion/react';
import { BOTTOM_NAV_COLUMNS } from '@portal/contracts';
import { focusOutline, theme } from '@portal/ui';
import { MainNav } from './MainNav';

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
  '&:focus-visible': focusOutline(-2),
});

/** The five destinations in a bar at the bottom of a phone's screen. */
export const BottomNav = () => (
  <MainNav navCss={navStyle} linkCss={linkStyle} iconSize={20} testId="bottom-nav" />
);
