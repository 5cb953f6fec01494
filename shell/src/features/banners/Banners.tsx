import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { isSignedInAtom, useSessionValue, webviewAtom } from '@portal/session';
import { readAnnouncement } from './announcementRules';
import { currentGameCode } from './currentGameCode';
import { useShellMetadata } from './useShellMetadata';

// One chunk for the three: none of it is needed by a visitor's page that announces nothing.
const loadBanners = () => import('./bannerSet');
const PendingOrderBanner = lazy(() => loadBanners().then((m) => ({ default: m.PendingOrderBanner })));
const AdjustmentAnnouncement = lazy(() => loadBanners().then((m) => ({ default: m.AdjustmentAnnouncement })));
const VipUpgradePopup = lazy(() => loadBanners().then((m) => ({ default: m.VipUpgradePopup })));

/**
 * Banners and popups of the shared layout, above the page content (spec 000 §2). The pending-order
 * banner and the VIP popup are a signed-in player's; the adjustment announcement concerns a game's
 * pages (or a game's webview). Their code loads only when one of them may show.
 */
export function Banners() {
  const metadata = useShellMetadata();
  const isSignedIn = useSessionValue(isSignedInAtom);
  const webview = useSessionValue(webviewAtom);
  const { pathname } = useLocation();
  const announces = readAnnouncement(metadata) !== null && currentGameCode(pathname, webview) !== null;
  if (!isSignedIn && !announces) return null;
  return (
    <Suspense fallback={null}>
      {isSignedIn && <PendingOrderBanner />}
      {announces && <AdjustmentAnnouncement metadata={metadata} />}
      {isSignedIn && <VipUpgradePopup metadata={metadata} />}
    </Suspense>
  );
}
