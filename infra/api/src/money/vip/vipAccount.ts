import {
  expForGold,
  usableBoundGold,
  VIP_LEVELS,
  type VipLevel,
  type VipReward,
  type VipRules,
  VipRewardSchema,
} from '@portal/contracts';
import * as v from 'valibot';
import type { Balances } from '../ledger/ledger';
import type { Trx } from '../../db/transaction';
import { cycleWindow, levelForExp, levelKept } from './rules';

export interface VipCycleState {
  id: number;
  level: 1 | 2;
  startAt: Date;
  endAt: Date;
  downgradeAt: Date;
  rewards: VipReward[];
}

const RewardsSchema = v.array(VipRewardSchema);
export const parseRewards = (json: string): VipReward[] => v.parse(RewardsSchema, JSON.parse(json));

/**
 * A player's VIP state inside a wallet transaction (the wallet row lock serialises every change).
 * XP comes from gold transferred to games: totalExp = floor(cycleGold / expRate). See "Money rules".
 */
export class VipAccount {
  private dirty = false;

  private constructor(
    private readonly trx: Trx,
    readonly userId: number,
    private readonly rules: VipRules,
    public currentLevel: VipLevel,
    public eligibleLevel: VipLevel,
    public cycleGold: number,
    public cycle: VipCycleState | null,
  ) {}

  static async load(trx: Trx, userId: number, rules: VipRules): Promise<VipAccount> {
    const row = await trx
      .selectFrom('vip_status')
      .leftJoin('vip_cycles', 'vip_cycles.id', 'vip_status.cycle_id')
      .select([
        'vip_status.current_level',
        'vip_status.eligible_level',
        'vip_status.cycle_gold',
        'vip_cycles.id as cycle_id',
        'vip_cycles.level',
        'vip_cycles.start_at',
        'vip_cycles.end_at',
        'vip_cycles.downgrade_at',
        'vip_cycles.rewards',
      ])
      .where('vip_status.user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return new VipAccount(trx, userId, rules, VIP_LEVELS.none, VIP_LEVELS.none, 0, null);
    const cycle =
      row.cycle_id !== null && row.level && row.start_at && row.end_at && row.downgrade_at && row.rewards
        ? {
            id: row.cycle_id,
            level: row.level,
            startAt: row.start_at,
            endAt: row.end_at,
            downgradeAt: row.downgrade_at,
            rewards: parseRewards(row.rewards),
          }
        : null;
    return new VipAccount(trx, userId, rules, row.current_level, row.eligible_level, row.cycle_gold, cycle);
  }

  get totalExp(): number {
    return expForGold(this.cycleGold, this.rules.expRate);
  }

  /** The level requirements in force: the cycle's own, or the configured ones outside a cycle. */
  get rewards(): VipReward[] {
    return this.cycle?.rewards ?? this.rules.levels;
  }

  /** Bound gold is usable only when the player holds some and the VIP level is above 0. */
  usableBoundGold(boundGold: number): number {
    return usableBoundGold(boundGold, this.currentLevel);
  }

  /**
   * Closes every cycle whose downgradeAt has passed: the level drops to the highest one the cycle's XP
   * kept (possibly 0); a kept level above 0 starts the next cycle at the old downgradeAt with 0 XP.
   */
  async settleDueCycles(at: Date): Promise<number> {
    let settled = 0;
    while (this.cycle && this.cycle.downgradeAt.getTime() <= at.getTime()) {
      const ended = this.cycle;
      const kept = levelKept(this.currentLevel, this.totalExp, ended.rewards);
      await this.closeCycle(ended.id, at, kept);
      this.currentLevel = kept;
      this.cycleGold = 0;
      this.cycle = kept > VIP_LEVELS.none ? await this.openCycle(kept as 1 | 2, ended.downgradeAt) : null;
      this.dirty = true;
      settled++;
    }
    return settled;
  }

  /**
   * Adds the XP of `gold` transferred. Crossing a level's minimum upgrades at once: a new cycle opens
   * now (carrying the XP), vipUpLevel is set for the popup, and a fulfilled vipEligibleLevel is cleared.
   */
  async earn(gold: number, at: Date): Promise<{ expEarned: number; cycleId: number | null }> {
    const before = this.totalExp;
    this.cycleGold += gold;
    this.dirty = true;
    const reached = levelForExp(this.totalExp, this.rewards);
    if (reached > this.currentLevel) {
      if (this.cycle) await this.closeCycle(this.cycle.id, at, reached);
      this.cycle = await this.openCycle(reached as 1 | 2, at);
      this.currentLevel = reached;
      await this.trx
        .updateTable('users')
        .set({ vip_up_level: reached })
        .where('id', '=', this.userId)
        .execute();
      await this.trx
        .updateTable('users')
        .set({ vip_eligible_level: VIP_LEVELS.none })
        .where('id', '=', this.userId)
        .where('vip_eligible_level', '<=', reached)
        .execute();
    }
    return { expEarned: this.totalExp - before, cycleId: this.cycle?.id ?? null };
  }

  /** A refunded transfer's gold leaves the cycle it was counted in (a level already reached stays). */
  takeBack(gold: number, cycleId: number | null): void {
    if ((this.cycle?.id ?? null) !== cycleId) return;
    this.cycleGold = Math.max(0, this.cycleGold - gold);
    this.dirty = true;
  }

  /**
   * eligibleLevel: the level the player would reach by transferring the gold they hold now (usable
   * bound gold included). When it rises above the current level, vipEligibleLevel is set (the popup).
   */
  async refreshEligibility(balances: Balances): Promise<void> {
    const potentialGold = this.cycleGold + balances.gold + this.usableBoundGold(balances.bound_gold);
    const eligible = levelForExp(expForGold(potentialGold, this.rules.expRate), this.rewards);
    if (eligible === this.eligibleLevel) return;
    if (eligible > this.eligibleLevel && eligible > this.currentLevel) {
      await this.trx
        .updateTable('users')
        .set({ vip_eligible_level: eligible })
        .where('id', '=', this.userId)
        .execute();
    }
    this.eligibleLevel = eligible;
    this.dirty = true;
  }

  async save(at: Date): Promise<void> {
    if (!this.dirty) return;
    const values = {
      current_level: this.currentLevel,
      eligible_level: this.eligibleLevel,
      cycle_gold: this.cycleGold,
      cycle_id: this.cycle?.id ?? null,
      updated_at: at,
    };
    await this.trx
      .insertInto('vip_status')
      .values({ user_id: this.userId, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
    this.dirty = false;
  }

  private async openCycle(level: 1 | 2, startAt: Date): Promise<VipCycleState> {
    const window = cycleWindow(startAt, this.rules);
    const rewards = this.rules.levels;
    const { id } = await this.trx
      .insertInto('vip_cycles')
      .values({
        user_id: this.userId,
        level,
        start_at: window.startAt,
        end_at: window.endAt,
        downgrade_at: window.downgradeAt,
        rewards: JSON.stringify(rewards),
        closed_at: null,
        final_exp: null,
        result_level: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, level, ...window, rewards };
  }

  private async closeCycle(cycleId: number, at: Date, resultLevel: VipLevel): Promise<void> {
    await this.trx
      .updateTable('vip_cycles')
      .set({ closed_at: at, final_exp: this.totalExp, result_level: resultLevel })
      .where('id', '=', cycleId)
      .execute();
  }
}
