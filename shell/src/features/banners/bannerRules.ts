import type { AuthUser, TopupOrder, VipLevel } from '@portal/contracts';

/** Pending-order banner: an unexpired top-up transaction exists and hasPendingPayment is true (000 §2). */
export function pendingOrderToShow(
  user: AuthUser | null,
  pendingTopups: readonly TopupOrder[] | null,
  nowSeconds: number,
): TopupOrder | null {
  if (!user?.configuration.hasPendingPayment || !pendingTopups) return null;
  return pendingTopups.find((order) => order.expireAt > nowSeconds) ?? null;
}

export type VipPopup = { kind: 'up' | 'eligible'; level: Exclude<VipLevel, 0> };

/** VIP upgrade popup: vipUpLevel or vipEligibleLevel above 0, and not on /transfer (000 §2). */
export function vipPopupFor(user: AuthUser | null, pathname: string): VipPopup | null {
  if (!user || pathname === '/transfer') return null;
  const { vipUpLevel, vipEligibleLevel } = user.configuration;
  if (vipUpLevel > 0) return { kind: 'up', level: vipUpLevel as Exclude<VipLevel, 0> };
  if (vipEligibleLevel > 0) return { kind: 'eligible', level: vipEligibleLevel as Exclude<VipLevel, 0> };
  return null;
}
