/**
 * The AE Points rules of 001 §9 as pure functions (the ledger applies them under the balance lock).
 * Tasks are everything that earns: learn videos, quests and referrals.
 */

/** Points a task may still add: what it is worth, but never past the cap on task points. */
export function cappedTaskAward(worth: number, taskPointsSoFar: number, cap: number): number {
  return Math.max(0, Math.min(worth, cap - taskPointsSoFar));
}

/**
 * What a newly counted referral is worth: the referral points while the referrer has had fewer
 * than `maxRewarded` counted referrals before it, nothing from the (max + 1)-th on.
 */
export function referralWorth(countedBefore: number, rules: { referralPoints: number; maxRewarded: number }) {
  return countedBefore < rules.maxRewarded ? rules.referralPoints : 0;
}

/** Draws a balance pays for (the gacha takes one draw per request). */
export const canAffordDraw = (balance: number, drawCost: number): boolean => balance >= drawCost;
