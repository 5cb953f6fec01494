import {
  expForGold,
  remainingExp,
  goldToTransferFor,
  VIP_LEVELS,
  type VipDetails,
  type VipLevel,
  type VipProgress,
  type VipRules,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { unixSeconds } from '../../lib/time';
import { nextExpNeed } from './rules';
import { parseRewards } from './vipAccount';

/** A player's vip_status row with its current cycle (left-joined: the cycle columns may be null). */
export interface VipStatusRow {
  current_level: VipLevel;
  eligible_level: VipLevel;
  cycle_gold: number;
  end_at: Date | null;
  downgrade_at: Date | null;
  rewards: string | null;
}

/**
 * vipProgress of 000 §3 from the player's VIP row (none: level 0): level, eligible level, the
 * cycle's XP, the XP the next step needs, and the current cycle with its downgradeAt, endAt and
 * vipRewards (the rewards fixed when the cycle opened, else today's rules).
 */
export function vipProgressOf(row: VipStatusRow | undefined, rules: VipRules): VipProgress {
  if (!row) {
    return {
      currentLevel: VIP_LEVELS.none,
      eligibleLevel: VIP_LEVELS.none,
      totalExp: 0,
      nextExpNeedForVipUp: nextExpNeed(VIP_LEVELS.none, VIP_LEVELS.none, rules.levels),
      currentVIPCycle: null,
    };
  }
  const rewards = row.rewards ? parseRewards(row.rewards) : rules.levels;
  return {
    currentLevel: row.current_level,
    eligibleLevel: row.eligible_level,
    totalExp: expForGold(row.cycle_gold, rules.expRate),
    nextExpNeedForVipUp: nextExpNeed(row.current_level, row.eligible_level, rewards),
    currentVIPCycle:
      row.end_at && row.downgrade_at
        ? { downgradeAt: unixSeconds(row.downgrade_at), endAt: unixSeconds(row.end_at), vipRewards: rewards }
        : null,
  };
}

/** What vipProgressOf reads: vip_status joined with its current vip_cycles row. */
export const VIP_PROGRESS_COLUMNS = [
  'vip_status.current_level',
  'vip_status.eligible_level',
  'vip_status.cycle_gold',
  'vip_cycles.end_at',
  'vip_cycles.downgrade_at',
  'vip_cycles.rewards',
] as const;

/** vipProgress of 000 §3 for the player, in one indexed query. */
export async function readVipProgress(
  db: Kysely<Database>,
  userId: number,
  rules: VipRules,
): Promise<VipProgress> {
  const row = await db
    .selectFrom('vip_status')
    .leftJoin('vip_cycles', 'vip_cycles.id', 'vip_status.cycle_id')
    .select(VIP_PROGRESS_COLUMNS)
    .where('vip_status.user_id', '=', userId)
    .executeTakeFirst();
  return vipProgressOf(row, rules);
}

/** The VIP page: progress plus the XP still missing and the gold to transfer for it. */
export async function readVipDetails(
  db: Kysely<Database>,
  userId: number,
  rules: VipRules,
): Promise<VipDetails> {
  const progress = await readVipProgress(db, userId, rules);
  const remaining = remainingExp(progress);
  return {
    progress,
    rules,
    remainingExp: remaining,
    goldToTransfer: goldToTransferFor(remaining, rules.expRate),
  };
}
