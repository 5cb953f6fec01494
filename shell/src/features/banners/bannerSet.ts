/** The layout's banners, loaded together when one of them may show (see Banners). */
export { AdjustmentAnnouncement } from './AdjustmentAnnouncement';
export { PendingOrderBanner } from './PendingOrderBanner';
export { VipUpgradePopup } from './VipUpgradePopup';
