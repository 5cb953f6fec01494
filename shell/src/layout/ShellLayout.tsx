import { css, Global } from '@emotion/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { theme } from '@portal/ui';
import { useAccountRefresh } from '../features/account/useAccountRefresh';
import { Banners } from '../features/banners/Banners';
import { MaintenanceNotice } from '../features/content/MaintenanceNotice';
import { LazyWebviewBackdrop } from '../features/content/LazyWebviewBackdrop';
import { LazySideDrawer } from '../features/drawer/LazySideDrawer';
import { RouteGuard } from '../features/guard/RouteGuard';
import { Header } from '../features/header/Header';
import { HEADER_HEIGHT, isGhostHeaderPage } from '../features/header/headerRules';
import { RouteProgressBar } from '../features/routeStatus/RouteProgressBar';
import { outletRef, REMOTE_OUTLET_ID } from '../platform/slots';
import { BottomNav } from './BottomNav';
import { ghostBackdrop } from './ghostBackdrop';
import { ShellPageOutlet } from './ShellPageOutlet';
import { LazyFooter } from '../features/footer/LazyFooter';
import { PageAnnouncer } from '../features/pageAnnouncer/PageAnnouncer';
import { RemoteSlotSkeletons } from '../features/skeleton/RemoteSlotSkeletons';
import { HumanProofSlot } from '../features/humanProof/HumanProofSlot';

const MAIN_ID = 'main';

// An anchor or a focused control is scrolled to just below the sticky header, never under it.
const scrollPadding = { html: { scrollPaddingTop: HEADER_HEIGHT } };

const mainStyle = css({
  // Its own formatting context: a page's top margin stays inside main instead of collapsing through
  // it and moving main (a layout shift); each remote's own box does the same (AppErrorBoundary).
  display: 'flow-root',
  minHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
  paddingBottom: 80, // room for the fixed bottom navigation
  maxWidth: 1200,
  margin: '0 auto',
  color: theme.colors.text,
  // Headings take focus after a navigation (PageAnnouncer): no ring for a programmatic focus.
  'h1[tabindex="-1"]:focus': { outline: 'none' },
  [theme.breakpoints.wide]: { paddingBottom: theme.space.xxl },
});

/**
 * Header, banners, page and bottom navigation, plus the side drawer, the route guard, the
 * per-page account refresh and the route progress bar. Remotes mount into the outlet below the
 * shell's own routes; React never renders children into it, so single-spa owns its contents.
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  useAccountRefresh();
  const { pathname } = useLocation();
  return (
    <div css={isGhostHeaderPage(pathname) ? ghostBackdrop : undefined}>
      <Global styles={scrollPadding} />
      <RouteProgressBar />
      <RouteGuard />
      <Header />
      <LazyWebviewBackdrop />
      <main css={mainStyle} id={MAIN_ID}>
        <MaintenanceNotice />
        <Banners />
        <ShellPageOutlet>{children}</ShellPageOutlet>
        <div id={REMOTE_OUTLET_ID} ref={outletRef} />
        <RemoteSlotSkeletons />
      </main>
      <LazyFooter />
      <BottomNav />
      <PageAnnouncer mainId={MAIN_ID} />
      <HumanProofSlot />
      <LazySideDrawer />
    </div>
  );
}
