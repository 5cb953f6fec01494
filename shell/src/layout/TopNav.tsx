import { css } from '@emotion/react';
import { theme, focusOutline } from '@portal/ui';
import { MainNav } from './MainNav';

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
  '&:focus-visible': focusOutline(-2),
  // Icons only where five words and the header's buttons would not fit.
  '@media (max-width: 1023px)': { '& > svg': { display: 'none' } },
});

/** Above 767 px the five destinations sit in the header and the bottom bar is hidden. */
export const TopNav = () => <MainNav navCss={navStyle} linkCss={linkStyle} iconSize={18} testId="top-nav" />;
