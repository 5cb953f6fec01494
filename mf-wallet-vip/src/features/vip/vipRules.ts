import type { VipLevel, VipProgress, VipRules } from '@portal/contracts';

/** A level's minimum XP per cycle in the VIP rules, when they name it. */
export const minimumExpOf = (rules: VipRules, level: VipLevel): number | undefined =>
  rules.levels.find((entry) => entry.level === level)?.minimumExp;

/** A visitor's progress: no level, no XP, aiming at Silver's minimum. */
export const visitorProgress = (rules: VipRules): VipProgress => ({
  currentLevel: 0,
  eligibleLevel: 0,
  totalExp: 0,
  nextExpNeedForVipUp: minimumExpOf(rules, 1),
  currentVIPCycle: null,
});
