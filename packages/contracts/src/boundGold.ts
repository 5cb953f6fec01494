import { VIP_LEVELS } from './vip';

/**
 * The bound-gold rule (000 §6: "Bound gold is usable only with a VIP level above 0"), once for the
 * API's ledger and totals, the transfer preview and every balance on screen.
 */
export const usableBoundGold = (boundGold: number, vipLevel: number): number =>
  vipLevel > VIP_LEVELS.none ? boundGold : 0;

/** A spend of `amount` gold: usable bound gold first, then gold (whole numbers in, whole numbers out). */
export function splitSpend(amount: number, usableBound: number): { boundGoldUsed: number; goldUsed: number } {
  const boundGoldUsed = Math.min(amount, usableBound);
  return { boundGoldUsed, goldUsed: amount - boundGoldUsed };
}

/**
 * How a balance shows bound gold (000 §2): dimmed unless usable (held and VIP level above 0); the
 * note: "used automatically" for a VIP, the "Topup and Transfer any amount" invitation at level 0
 * with bound gold, nothing at level 0 without.
 */
export function boundGoldDisplay(boundGold: number, vipLevel: number) {
  return {
    dimmed: !(usableBoundGold(boundGold, vipLevel) > 0),
    note: vipLevel > VIP_LEVELS.none ? ('usable' as const) : boundGold > 0 ? ('locked' as const) : null,
  };
}
