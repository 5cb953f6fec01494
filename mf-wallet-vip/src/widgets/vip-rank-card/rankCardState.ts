import { expNeedOf, goldToTransferFor, isTopTier, remainingExp, type VipProgress } from '@portal/contracts';

/**
 * What the VIP rank card says (000 §2 "VIP rank card", §9):
 * - no level: 'Unlock VIP Silver', or 'eligible for' Gold when eligibleLevel is Gold;
 * - silver: XP toward the next rank (2000 XP when nextExpNeedForVipUp is missing);
 * - gold: progress to keep the rank while totalExp is below the requirement, else the top-tier
 *   congratulation;
 * - the downgrade date from downgradeAt; "Transfer needed to reach" the next rank = remaining XP × rate
 *   (Silver at no level, Gold from Silver), and the Gold minimum XP × the same rate below Gold.
 */
export type RankCardState =
  | {
      kind: 'unlockSilver' | 'eligibleGold' | 'towardGold' | 'keepGold';
      need: number;
      remaining: number;
      percent: number;
      goldToTransfer: number;
      /** The rank the transfer line names. */
      nextRank: 'silver' | 'gold';
      /** Gold to transfer for the Gold minimum XP; null when the minimum is unknown or at Gold. */
      goldMinimumGold: number | null;
    }
  | {
      kind: 'topTier';
      need: number;
      remaining: 0;
      percent: 100;
      goldToTransfer: 0;
      nextRank: 'gold';
      goldMinimumGold: null;
    };

/** Whole percent, rounded down: the bar never shows done before it is. */
const percentOf = (exp: number, need: number): number =>
  need <= 0 ? 100 : Math.min(100, Math.floor((exp * 100) / need));

/** The Gold minimum XP of the player's cycle, when the cycle names it. */
export const goldMinimumExpOf = (progress: VipProgress): number | undefined =>
  progress.currentVIPCycle?.vipRewards.find((reward) => reward.level === 2)?.minimumExp;

export function rankCardState(
  progress: VipProgress,
  expRate: number,
  goldMinimumExp: number | undefined = goldMinimumExpOf(progress),
): RankCardState {
  const need = expNeedOf(progress);
  const remaining = remainingExp(progress);
  const percent = percentOf(progress.totalExp, need);
  const goldToTransfer = goldToTransferFor(remaining, expRate);
  if (progress.currentLevel === 2) {
    if (isTopTier(progress))
      return {
        kind: 'topTier',
        need,
        remaining: 0,
        percent: 100,
        goldToTransfer: 0,
        nextRank: 'gold',
        goldMinimumGold: null,
      };
    return {
      kind: 'keepGold',
      need,
      remaining,
      percent,
      goldToTransfer,
      nextRank: 'gold',
      goldMinimumGold: null,
    };
  }
  const goldMinimumGold = goldMinimumExp === undefined ? null : goldToTransferFor(goldMinimumExp, expRate);
  if (progress.currentLevel === 1)
    return {
      kind: 'towardGold',
      need,
      remaining,
      percent,
      goldToTransfer,
      nextRank: 'gold',
      goldMinimumGold,
    };
  const eligibleGold = progress.eligibleLevel === 2;
  return {
    kind: eligibleGold ? 'eligibleGold' : 'unlockSilver',
    need,
    remaining,
    percent,
    goldToTransfer,
    nextRank: eligibleGold ? 'gold' : 'silver',
    goldMinimumGold,
  };
}

/** The downgrade date is shown while a level above 0 can still be lost. */
export const downgradeAt = (progress: VipProgress): number | null =>
  progress.currentLevel > 0 ? (progress.currentVIPCycle?.downgradeAt ?? null) : null;
