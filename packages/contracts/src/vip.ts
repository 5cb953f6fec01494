import * as v from 'valibot';
import { AmountSchema, UnixSecondsSchema } from './common';
import { VIP_DEFAULT_NEXT_LEVEL_EXP } from './constants';
import { endpoint, SIGNED_IN_ERRORS } from './endpoint';

/** VIP levels of 000 §3: 0 (or missing) is none and shows as locked. */
export const VIP_LEVELS = { none: 0, silver: 1, gold: 2 } as const;
export const VipLevelSchema = v.picklist([VIP_LEVELS.none, VIP_LEVELS.silver, VIP_LEVELS.gold]);
export type VipLevel = v.InferOutput<typeof VipLevelSchema>;
export const VIP_LEVEL_NAMES: Record<VipLevel, 'none' | 'silver' | 'gold'> = {
  0: 'none',
  1: 'silver',
  2: 'gold',
};

export const VipRewardSchema = v.object({ level: VipLevelSchema, minimumExp: AmountSchema });
export type VipReward = v.InferOutput<typeof VipRewardSchema>;

export const VipCycleSchema = v.object({
  downgradeAt: v.nullable(UnixSecondsSchema),
  endAt: v.nullable(UnixSecondsSchema),
  vipRewards: v.array(VipRewardSchema),
});
export type VipCycle = v.InferOutput<typeof VipCycleSchema>;

export const VipProgressSchema = v.object({
  currentLevel: VipLevelSchema,
  eligibleLevel: VipLevelSchema,
  totalExp: AmountSchema,
  /** Missing means the default requirement (VIP_DEFAULT_NEXT_LEVEL_EXP). */
  nextExpNeedForVipUp: v.optional(AmountSchema),
  currentVIPCycle: v.nullable(VipCycleSchema),
});
export type VipProgress = v.InferOutput<typeof VipProgressSchema>;

// VIP progress rules (000 §9), once for the API, the rank card and the shell.

/** XP of an amount of transferred gold: one XP per `expRate` gold, rounded down. */
export const expForGold = (gold: number, expRate: number): number => Math.floor(gold / expRate);

/** The XP the progress aims at: nextExpNeedForVipUp, or the 2000 default when missing. */
export const expNeedOf = (progress: Pick<VipProgress, 'nextExpNeedForVipUp'>): number =>
  progress.nextExpNeedForVipUp ?? VIP_DEFAULT_NEXT_LEVEL_EXP;

/** XP still missing for the level the progress aims at, never below 0. */
export const remainingExp = (progress: Pick<VipProgress, 'totalExp' | 'nextExpNeedForVipUp'>): number =>
  Math.max(0, expNeedOf(progress) - progress.totalExp);

/** "Transfer needed to reach Gold" (000 §9): remaining XP multiplied by the XP rate (gold per XP). */
export const goldToTransferFor = (remainingXp: number, expRate: number): number => remainingXp * expRate;

/** At Gold with the cycle's requirement met: nothing left to reach or keep. */
export const isTopTier = (progress: Pick<VipProgress, 'currentLevel' | 'totalExp' | 'nextExpNeedForVipUp'>) =>
  progress.currentLevel === VIP_LEVELS.gold && progress.totalExp >= expNeedOf(progress);

/** The VIP rules the API applies (public: /vip/details shows them to visitors). */
export const VipRulesSchema = v.object({
  /** Gold transferred per XP (VIP_EXP_RATE by default). */
  expRate: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The minimum XP of each level within a cycle, lowest first. */
  levels: v.array(VipRewardSchema),
  cycleDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Days after a cycle's endAt during which XP still counts for it; the downgrade check runs at downgradeAt. */
  graceDays: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type VipRules = v.InferOutput<typeof VipRulesSchema>;

/** The signed-in player's VIP page: progress of 000 §3 plus the gold to transfer for the next step. */
export const VipDetailsSchema = v.object({
  progress: VipProgressSchema,
  rules: VipRulesSchema,
  /** XP still needed for nextExpNeedForVipUp (to level up, or to keep Gold). */
  remainingExp: AmountSchema,
  /** remainingExp × expRate. */
  goldToTransfer: AmountSchema,
});
export type VipDetails = v.InferOutput<typeof VipDetailsSchema>;

/** The VIP API. */
export const vipEndpoints = {
  rules: endpoint({
    method: 'GET',
    path: '/public/vip/rules',
    summary: 'VIP rules: gold per XP, each level’s minimum XP per cycle, cycle and grace days',
    tags: ['vip'],
    response: VipRulesSchema,
  }),
  details: endpoint({
    method: 'GET',
    path: '/private/vip',
    summary: 'The player’s VIP progress (000 §3) with the XP still needed and the gold to transfer for it',
    tags: ['vip'],
    response: VipDetailsSchema,
    errors: SIGNED_IN_ERRORS,
  }),
};
