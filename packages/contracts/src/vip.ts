import * as v from 'valibot';
import { AmountSchema, UnixSecondsSchema } from './common';

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
