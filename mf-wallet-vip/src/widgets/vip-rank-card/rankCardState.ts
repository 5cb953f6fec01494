import { remainingExp, VIP_DEFAULT_NEXT_LEVEL_EXP, type VipProgress } from '@portal/contracts';

/**
 * What the VIP rank card says (000 §2 "VIP rank card", §9):
 * - no level: 'Unlock VIP Silver', or 'eligible for' Gold when eligibleLevel is Gold;
 * - silver: XP toward the next rank (2000 XP when nextExpNeedForVipUp is missing);
 * - gold: progress to keep the rank while totalExp is below the requirement, else the top-tier
 *   congratulation;
 * - the downgrade date from downgradeAt; "Transfer needed to reach Gold" = remaining XP × rate.
 */
export type RankCardState =
  | {
      kind: 'unlockSilver' | 'eligibleGold' | 'towardGold' | 'keepGold';
      need: number;
      remaining: number;
      percent: number;
      goldToTransfer: number;
    }
  | { kind: 'topTier'; need: number; remaining: 0; percent: 100; goldToTransfer: 0 };

/** Whole percent, rounded down: the bar never shows done before it is. */
const percentOf = (exp: number, need: number): number =>
  need <= 0 ? 100 : Math.min(100, Math.floor((exp * 100) / need));

export function rankCardState(progress: VipProgress, expRate: number): RankCardState {
  const need = progress.nextExpNeedForVipUp ?? VIP_DEFAULT_NEXT_LEVEL_EXP;
  const remaining = remainingExp(progress, VIP_DEFAULT_NEXT_LEVEL_EXP);
  const percent = percentOf(progress.totalExp, need);
  const goldToTransfer = remaining * expRate;
  if (progress.currentLevel === 2) {
    if (progress.totalExp >= need)
      return { kind: 'topTier', need, remaining: 0, percent: 100, goldToTransfer: 0 };
    return { kind: 'keepGold', need, remaining, percent, goldToTransfer };
  }
  if (progress.currentLevel === 1) return { kind: 'towardGold', need, remaining, percent, goldToTransfer };
  return {
    kind: progress.eligibleLevel === 2 ? 'eligibleGold' : 'unlockSilver',
    need,
    remaining,
    percent,
    goldToTransfer,
  };
}

/** The downgrade date is shown while a level above 0 can still be lost. */
export const downgradeAt = (progress: VipProgress): number | null =>
  progress.currentLevel > 0 ? (progress.currentVIPCycle?.downgradeAt ?? null) : null;
