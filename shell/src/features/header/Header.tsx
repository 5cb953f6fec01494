import { css } from '@emotion/react';
import { HEADER_FILL_SCROLL_PX } from '@portal/contracts';
import { usePortalTranslation } from '@portal/i18n';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  helpSheetAtom,
  isSignedInAtom,
  useSessionAtom,
  useSessionValue,
  useSetSessionValue,
  webviewAtom,
} from '@portal/session';
import { Button, focusOutline, LineIcon, theme } from '@portal/ui';
import { SHELL_NS } from '../../i18n';
import { drawerOpenAtom } from '../drawer/drawerState';
import { preloadSideDrawer } from '../drawer/LazySideDrawer';
import { previousVisitedPath } from '../guard/lastVisitedPath';
import { LanguageDropdown } from '../language/LanguageDropdown';
import { MobileLanguageDropdown } from '../language/MobileLanguageDropdown';
import {
  HEADER_HEIGHT,
  headerVariant,
  isBurgerVisible,
  isGhostHeaderPage,
  parentPath,
  showsPointsChip,
} from './headerRules';
import { TopNav } from '../../layout/TopNav';
import { PointsChip } from './PointsChip';
import { PortalLogo } from './PortalLogo';
import { useScrolledPast } from './useScrolledPast';

const headerStyle = css({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  height: HEADER_HEIGHT,
  padding: `0 ${theme.space.md}px`,
  background: 'rgba(20, 24, 36, 0.92)',
  backdropFilter: 'blur(10px)',
  borderBottom: `1px solid ${theme.colors.border}`,
  transition: 'background 200ms ease-out, border-color 200ms ease-out',
  // Ghost mode: see-through over the page's hero until it scrolls more than 20 px.
  '&[data-filled="false"]': {
    background: 'transparent',
    backdropFilter: 'none',
    borderBottomColor: 'transparent',
  },
  [theme.breakpoints.wide]: { padding: `0 ${theme.space.xl}px` },
});

const iconButtonStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  flexShrink: 0,
  border: 'none',
  borderRadius: theme.radii.md,
  background: 'transparent',
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surfaceRaised },
  '&:focus-visible': focusOutline(),
});

const onlyNarrow = css({ [theme.breakpoints.wide]: { display: 'none' } });
const onlyWide = css({ display: 'none', [theme.breakpoints.wide]: { display: 'block' } });
// Below 400 px only the mark shows, and it never shrinks away (the logo at 320 px).
const hideWordmarkWhenTight = css({
  flexShrink: 0,
  '@media (max-width: 399px)': { '& span > span': { display: 'none' } },
});

// Below 400 px "Need Help" becomes a question-mark icon (its name stays for assistive technology): the
// points chip keeps its room.
const helpLabelStyle = css({ '@media (max-width: 399px)': { display: 'none' } });
const helpIconStyle = css({ display: 'none', '@media (max-width: 399px)': { display: 'block' } });

function BackButton() {
  const { t } = usePortalTranslation(SHELL_NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <button
      type="button"
      css={iconButtonStyle}
      aria-label={t('header.back')}
      // Back through history when the player came from a page of the portal, else one level up.
      onClick={() =>
        previousVisitedPath() && window.history.length > 1 ? navigate(-1) : navigate(parentPath(pathname))
      }
    >
      <LineIcon size={22} weight={2.5}>
        <path d="M15 5l-7 7 7 7" />
      </LineIcon>
    </button>
  );
}

function BurgerButton() {
  const { t } = usePortalTranslation(SHELL_NS);
  const [open, setOpen] = useSessionAtom(drawerOpenAtom);
  return (
    <button
      type="button"
      css={iconButtonStyle}
      aria-label={t('header.openMenu')}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-tour="drawer"
      data-testid="burger"
      onClick={() => setOpen(true)}
      onPointerEnter={preloadSideDrawer}
      onFocus={preloadSideDrawer}
      onTouchStart={preloadSideDrawer}
    >
      <LineIcon weight={2.2}>
        <path d="M4 7h16M4 12h16M4 17h16" />
      </LineIcon>
    </button>
  );
}

/**
 * The header (spec 000 §2): back button or logo; points chip (signed in, long variant); Need Help
 * (opens mf-help's Help Center through the session store); the language switch; the burger
 * (hidden in a webview, except on /login and /register). Ghost pages start see-through.
 */
export function Header() {
  const { t } = usePortalTranslation(SHELL_NS);
  const { pathname } = useLocation();
  const setHelpSheet = useSetSessionValue(helpSheetAtom);
  const isSignedIn = useSessionValue(isSignedInAtom);
  const { isWebview } = useSessionValue(webviewAtom);
  const variant = headerVariant(pathname);
  const ghost = isGhostHeaderPage(pathname);
  const scrolled = useScrolledPast(HEADER_FILL_SCROLL_PX, ghost);
  return (
    <header
      css={headerStyle}
      data-testid="shell-header"
      data-variant={variant}
      data-ghost={ghost}
      data-filled={!ghost || scrolled}
    >
      {variant === 'short' ? (
        <BackButton />
      ) : (
        <Link
          to={isSignedIn ? '/hub' : '/'}
          aria-label={t('header.home')}
          css={[
            {
              display: 'inline-flex',
              textDecoration: 'none',
              borderRadius: theme.radii.md,
              '&:focus-visible': focusOutline(),
            },
            hideWordmarkWhenTight,
          ]}
        >
          <PortalLogo />
        </Link>
      )}
      <TopNav />
      {showsPointsChip(variant, isSignedIn) && <PointsChip />}
      <Button
        variant="ghost"
        size="sm"
        css={{
          marginLeft: 'auto',
          paddingLeft: theme.space.sm,
          paddingRight: theme.space.sm,
          whiteSpace: 'nowrap',
        }}
        onClick={() => setHelpSheet({ open: true, view: 'menu' })}
        aria-label={t('header.needHelp')}
      >
        <span css={helpLabelStyle}>{t('header.needHelp')}</span>
        <svg css={helpIconStyle} width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17h.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </Button>
      <div css={onlyNarrow}>
        <MobileLanguageDropdown />
      </div>
      <div css={onlyWide}>
        <LanguageDropdown />
      </div>
      {isBurgerVisible(pathname, isWebview) && <BurgerButton />}
    </header>
  );
}
