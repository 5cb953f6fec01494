import { AdjustmentAnnouncement } from './AdjustmentAnnouncement';
import { PendingOrderBanner } from './PendingOrderBanner';
import { useShellMetadata } from './useShellMetadata';
import { VipUpgradePopup } from './VipUpgradePopup';

/** Banners and popups of the shared layout, above the page content (spec 000 §2). */
export function Banners() {
  const metadata = useShellMetadata();
  return (
    <>
      <PendingOrderBanner />
      <AdjustmentAnnouncement metadata={metadata} />
      <VipUpgradePopup metadata={metadata} />
    </>
  );
}
