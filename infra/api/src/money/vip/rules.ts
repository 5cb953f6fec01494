import { VIP_LEVELS, type VipLevel, type VipReward, type VipRules } from '@portal/contracts';

const DAY_MS = 24 * 3600 * 1000;

/** The highest level whose minimum the XP reaches (0 when none). */
export function levelForExp(exp: number, rewards: readonly VipReward[]): VipLevel {
  let level: VipLevel = VIP_LEVELS.none;
  for (const reward of rewards) if (exp >= reward.minimumExp && reward.level > level) level = reward.level;
  return level;
}

/** The minimum XP of a level (Infinity when the rewards do not name it). */
export function minimumExpOf(level: VipLevel, rewards: readonly VipReward[]): number {
  return rewards.find((reward) => reward.level === level)?.minimumExp ?? Number.POSITIVE_INFINITY;
}

/**
 * nextExpNeedForVipUp: the minimum XP of the level the player aims at. Below Gold: the next level, or
 * the level the held gold makes them eligible for when higher. At Gold: Gold's minimum (to keep it).
 */
export function nextExpNeed(currentLevel: VipLevel, eligibleLevel: VipLevel, rewards: readonly VipReward[]) {
  const target = Math.min(VIP_LEVELS.gold, Math.max(currentLevel + 1, eligibleLevel)) as VipLevel;
  const need = minimumExpOf(target, rewards);
  return Number.isFinite(need) ? need : undefined;
}

/**
 * The level kept at the end of a cycle: the highest level, not above the current one, whose minimum
 * the cycle's XP reached.
 */
export function levelKept(currentLevel: VipLevel, cycleExp: number, rewards: readonly VipReward[]): VipLevel {
  return Math.min(currentLevel, levelForExp(cycleExp, rewards)) as VipLevel;
}

/** A cycle opened at `at`: endAt after cycleDays, downgradeAt graceDays later. */
export function cycleWindow(at: Date, rules: Pick<VipRules, 'cycleDays' | 'graceDays'>) {
  const endAt = new Date(at.getTime() + rules.cycleDays * DAY_MS);
  return { startAt: at, endAt, downgradeAt: new Date(endAt.getTime() + rules.graceDays * DAY_MS) };
}
