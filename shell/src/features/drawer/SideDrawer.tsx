import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { DRAWER_CLOSE_MS } from '@portal/contracts';
import { currentLanguage, languageOptions, usePortalTranslation } from '@portal/i18n';
import { signOut } from '../account/signOut';
import { isSignedInAtom, useSessionAtom, useSessionValue, userAtom } from '@portal/session';
import { theme } from '@portal/ui';
import { Drawer } from '@portal/ui/overlay';
import { SHELL_NS } from '../../i18n';
import { PortalLogo } from '../header/PortalLogo';
import { LanguagePopup } from '../language/LanguagePopup';
import { Flag } from '../language/LanguageDropdown';
import { drawerOpenAtom } from './drawerState';
import { DrawerIcon } from './icons';
import { FriendsRow } from './FriendsRow';
import { PlayGrid } from './PlayGrid';
import { ProfileCard } from './ProfileCard';
import { focusRing, rowLinkStyle, sectionStyle, sectionTitleStyle } from './styles';
import { WalletBlock } from './WalletBlock';

const topStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xs,
  padding: `${theme.space.md}px ${theme.space.md}px ${theme.space.md}px ${theme.space.lg}px`,
});

const iconButtonStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  border: 'none',
  borderRadius: theme.radii.md,
  background: 'transparent',
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surfaceRaised },
  ...focusRing,
});

const buttonLinkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  borderRadius: theme.radii.md,
  fontWeight: theme.fontWeights.bold,
  textDecoration: 'none',
  ...focusRing,
});

function VisitorWelcome() {
  const { t } = usePortalTranslation(SHELL_NS);
  const { t: common } = usePortalTranslation();
  const { pathname, search } = useLocation();
  const referrer = encodeURIComponent(`${pathname}${search}`);
  return (
    <section css={[sectionStyle, { gap: theme.space.md }]} data-testid="drawer-visitor">
      <div>
        <strong css={{ fontSize: theme.fontSizes.lg }}>{t('drawer.welcome')}</strong>
        <p
          css={{
            margin: `${theme.space.xs}px 0 0`,
            color: theme.colors.textMuted,
            fontSize: theme.fontSizes.sm,
          }}
        >
          {t('drawer.welcomeText')}
        </p>
      </div>
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: theme.space.sm }}>
        <Link
          to="/register"
          css={[buttonLinkStyle, { background: theme.gradients.gold, color: theme.colors.textOnGold }]}
        >
          {common('header.register')}
        </Link>
        <Link
          to={pathname === '/' ? '/login' : `/login?referrer=${referrer}`}
          css={[buttonLinkStyle, { border: `1px solid ${theme.colors.gold}`, color: theme.colors.gold }]}
        >
          {common('header.login')}
        </Link>
      </div>
    </section>
  );
}

/**
 * The side drawer (spec 000 §2): opens from the burger, locks page scroll, traps focus, closes on
 * Escape, the backdrop or any navigation, with a 1000 ms closing slide (DRAWER_CLOSE_MS).
 */
export function SideDrawer() {
  const { t } = usePortalTranslation(SHELL_NS);
  const { t: common } = usePortalTranslation();
  const [open, setOpen] = useSessionAtom(drawerOpenAtom);
  const [languageOpen, setLanguageOpen] = useState(false);
  const isSignedIn = useSessionValue(isSignedInAtom);
  const user = useSessionValue(userAtom);
  const { pathname } = useLocation();
  const close = () => setOpen(false);

  // Any navigation (a link of the drawer, the browser's back) closes it. The drawer mounts when it
  // first opens, so the path it opened on is not a navigation.
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (openedOn.current === pathname) return;
    openedOn.current = pathname;
    setOpen(false);
  }, [pathname, setOpen]);

  const vipLevel = user?.vipProgress.currentLevel ?? 0;
  const home = isSignedIn ? '/hub' : '/';
  const language = languageOptions.find((option) => option.languageCode === currentLanguage());

  return (
    <>
      <Drawer
        open={open}
        onClose={close}
        ariaLabel={t('drawer.title')}
        side="right"
        width={380}
        closeDurationMs={DRAWER_CLOSE_MS}
      >
        <div
          css={{
            display: 'flex',
            flexDirection: 'column',
            gap: theme.space.xl,
            paddingBottom: theme.space.xl,
          }}
          data-testid="side-drawer"
        >
          <div css={topStyle}>
            <PortalLogo vipLevel={vipLevel} />
            <Link
              to="/account"
              css={[iconButtonStyle, { marginLeft: 'auto' }]}
              aria-label={common('drawer.settings')}
            >
              <DrawerIcon name="settings" />
            </Link>
            <button type="button" css={iconButtonStyle} aria-label={t('drawer.close')} onClick={close}>
              <DrawerIcon name="close" />
            </button>
          </div>

          {isSignedIn && user ? <ProfileCard user={user} /> : !isSignedIn && <VisitorWelcome />}
          {isSignedIn && user && <WalletBlock user={user} />}
          {isSignedIn && <FriendsRow />}
          <PlayGrid isSignedIn={isSignedIn} vipLevel={vipLevel} />

          {isSignedIn && (
            <section css={sectionStyle} aria-labelledby="drawer-inventory-title">
              <h3 id="drawer-inventory-title" css={sectionTitleStyle}>
                {common('drawer.myInventory')}
              </h3>
              <Link to="/account/my-transaction?tab=topup" css={rowLinkStyle}>
                <DrawerIcon name="transactions" />
                {common('drawer.myTransactions')}
                <DrawerIcon name="chevron" size={18} />
              </Link>
              <Link to="/account/my-coupons" css={rowLinkStyle}>
                <DrawerIcon name="coupons" />
                {common('drawer.myCoupons')}
                <DrawerIcon name="chevron" size={18} />
              </Link>
            </section>
          )}

          <section css={sectionStyle}>
            <button type="button" css={rowLinkStyle} onClick={() => setLanguageOpen(true)}>
              <DrawerIcon name="language" />
              {common('language.title')}
              <span
                css={{
                  marginLeft: 'auto',
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: theme.space.xs,
                  color: theme.colors.textMuted,
                }}
              >
                {language && <Flag src={language.flag} />}
                {language?.name}
              </span>
            </button>
            {pathname !== '/' && pathname !== home && (
              <Link to={home} css={rowLinkStyle}>
                <DrawerIcon name="home" />
                {common('drawer.backToHome')}
                <DrawerIcon name="chevron" size={18} />
              </Link>
            )}
            {isSignedIn && (
              <button type="button" css={rowLinkStyle} onClick={() => void signOut().finally(close)}>
                <DrawerIcon name="signOut" />
                {common('drawer.signOut')}
              </button>
            )}
          </section>

          {!isSignedIn && (
            <nav
              css={[sectionStyle, { flexDirection: 'row', gap: theme.space.lg }]}
              aria-label={t('drawer.legal')}
            >
              <Link
                to="/tou"
                css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, ...focusRing }}
              >
                {common('drawer.eula')}
              </Link>
              <Link
                to="/privacy"
                css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, ...focusRing }}
              >
                {common('drawer.privacy')}
              </Link>
            </nav>
          )}
        </div>
      </Drawer>
      <LanguagePopup open={languageOpen} onClose={() => setLanguageOpen(false)} />
    </>
  );
}
