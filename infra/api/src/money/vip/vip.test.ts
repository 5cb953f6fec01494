import {
  AuthUserSchema,
  authEndpoints,
  goldToTransferFor,
  VipDetailsSchema,
  VipRulesSchema,
  endpointUrl,
  vipEndpoints,
} from '@portal/contracts';
import { databaseTargets } from '../../testing/databases';
import { expectSuccess, useTestApi } from '../../testing/harness';
import { adjustBalance } from '../wallet/adjustments';
import { createMoneyServices } from '../index';
import { asPlayer, createTestPlayer, expectLedgerConsistent, testMoneyConfig } from '../wallet/testing';
import { levelForExp, levelKept, nextExpNeed } from './rules';

const money = testMoneyConfig();
const levels = money.vip.levels;
const DAY = 86_400_000;

describe('VIP rules', () => {
  it('uses the default requirements: Silver at 2000 XP, Gold at 10000 XP, 10 gold per XP', () => {
    expect(money.vip.expRate).toBe(10);
    expect(levels).toEqual([
      { level: 1, minimumExp: 2000 },
      { level: 2, minimumExp: 10000 },
    ]);
    expect([0, 1999, 2000, 9999, 10000].map((exp) => levelForExp(exp, levels))).toEqual([0, 0, 1, 1, 2]);
  });

  it('aims nextExpNeedForVipUp at the next level, the eligible one when higher, and Gold’s minimum at Gold', () => {
    expect(nextExpNeed(0, 0, levels)).toBe(2000);
    expect(nextExpNeed(0, 2, levels)).toBe(10000);
    expect(nextExpNeed(1, 1, levels)).toBe(10000);
    expect(nextExpNeed(2, 1, levels)).toBe(10000);
  });

  it('keeps at the end of a cycle the highest level the cycle’s XP reached, never more than the current one', () => {
    expect(levelKept(2, 12000, levels)).toBe(2);
    expect(levelKept(2, 2500, levels)).toBe(1);
    expect(levelKept(1, 12000, levels)).toBe(1);
    expect(levelKept(1, 1999, levels)).toBe(0);
  });

  it('"Transfer needed to reach Gold" is the remaining XP times the rate', () => {
    expect(goldToTransferFor(10000 - 2345, 10)).toBe(76550);
  });
});

describe.each(databaseTargets)('VIP on $name', (target) => {
  const api = useTestApi(target, { config: { money } });
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const services = () => createMoneyServices({ db: api.db, config: money, clock });
  const grantGold = (userId: number, amount: number) =>
    adjustBalance(api.db, money, clock, { userId, currency: 'gold', amount, memo: 'test setup' });
  const transfer = (userId: number, amount: number) =>
    services().transfers.create(userId, { gameCode: 'moonlight_saga', gameAccountId: 'vip-hero', amount });
  const me = async (token: string) =>
    expectSuccess(await asPlayer(api.app, token)('GET', endpointUrl(authEndpoints.me)), AuthUserSchema);
  /** The player's current cycle's endAt and downgradeAt (unix seconds). */
  const cycleOf = async (token: string) => {
    const cycle = (await me(token)).vipProgress.currentVIPCycle;
    if (!cycle?.endAt || !cycle.downgradeAt) throw new Error('expected a VIP cycle');
    return { endAt: cycle.endAt, downgradeAt: cycle.downgradeAt };
  };

  beforeEach(() => {
    offset = 0;
  });

  it('serves the rules to visitors', async () => {
    const rules = expectSuccess(
      await api.app.inject({ method: 'GET', url: endpointUrl(vipEndpoints.rules) }),
      VipRulesSchema,
    );
    expect(rules).toEqual({ expRate: 10, levels, cycleDays: 90, graceDays: 7 });
  });

  it('earns 1 XP per 10 gold transferred; crossing 2000 XP makes Silver at once, opens a cycle and sets vipUpLevel', async () => {
    const { userId, token } = await createTestPlayer(api.db);
    await grantGold(userId, 19_995);
    await transfer(userId, 19_995);
    expect((await me(token)).vipProgress).toEqual({
      currentLevel: 0,
      eligibleLevel: 0,
      totalExp: 1999,
      nextExpNeedForVipUp: 2000,
      currentVIPCycle: null,
    });
    // Holding the 10 gold that would cross 2,000 XP makes the player eligible for Silver.
    await grantGold(userId, 10);
    expect((await me(token)).configuration.vipEligibleLevel).toBe(1);
    const before = Date.now();
    await transfer(userId, 10);
    const after = await me(token);
    expect(after.vipProgress).toMatchObject({ currentLevel: 1, totalExp: 2000, nextExpNeedForVipUp: 10000 });
    expect(after.configuration).toMatchObject({ vipUpLevel: 1, vipEligibleLevel: 0 });
    const cycle = after.vipProgress.currentVIPCycle;
    expect(cycle?.vipRewards).toEqual(levels);
    expect((cycle?.endAt ?? 0) * 1000).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 90 * DAY);
    expect((cycle?.downgradeAt ?? 0) - (cycle?.endAt ?? 0)).toBe(7 * 86_400);

    const details = expectSuccess(
      await asPlayer(api.app, token)('GET', endpointUrl(vipEndpoints.details)),
      VipDetailsSchema,
    );
    expect([details.remainingExp, details.goldToTransfer]).toEqual([8000, 80_000]);
  });

  it('a top-up that would reach a level when transferred makes the player eligible (vipEligibleLevel); the transfer upgrades and clears it', async () => {
    const { userId, token } = await createTestPlayer(api.db);
    await grantGold(userId, 100_000);
    const eligible = await me(token);
    expect(eligible.vipProgress).toMatchObject({
      currentLevel: 0,
      eligibleLevel: 2,
      nextExpNeedForVipUp: 10000,
    });
    expect(eligible.configuration.vipEligibleLevel).toBe(2);
    expect(eligible.configuration.vipUpLevel).toBe(0);

    await transfer(userId, 100_000);
    const upgraded = await me(token);
    expect(upgraded.vipProgress).toMatchObject({ currentLevel: 2, eligibleLevel: 2, totalExp: 10000 });
    expect(upgraded.configuration).toMatchObject({ vipUpLevel: 2, vipEligibleLevel: 0 });
  });

  it('downgrades at downgradeAt when the cycle’s XP is below the level’s minimum (the job), not before', async () => {
    const { userId, token } = await createTestPlayer(api.db);
    await grantGold(userId, 20_000);
    await transfer(userId, 20_000); // Silver; the new cycle carries the 2,000 XP that earned it.
    const cycle = await cycleOf(token);

    // First cycle kept (its XP earned Silver): at its downgradeAt a new cycle starts with 0 XP.
    // (The job settles every player whose cycle is due; other tests' players may be among them.)
    offset = (cycle.downgradeAt + 1) * 1000 - Date.now();
    expect(await services().jobs.settleVipCycles()).toBeGreaterThanOrEqual(1);
    const renewed = (await me(token)).vipProgress;
    expect(renewed).toMatchObject({ currentLevel: 1, totalExp: 0 });
    expect(renewed.currentVIPCycle?.endAt).toBe(cycle.downgradeAt + 90 * 86_400);
    expect(await services().jobs.settleVipCycles()).toBe(0);

    // Second cycle: 1,500 XP only, below Silver's 2,000.
    await grantGold(userId, 15_000);
    await transfer(userId, 15_000);
    const second = await cycleOf(token);
    offset = (second.downgradeAt - 1) * 1000 - Date.now();
    await services().jobs.settleVipCycles();
    expect((await me(token)).vipProgress).toMatchObject({ currentLevel: 1, totalExp: 1500 });
    offset = (second.downgradeAt + 1) * 1000 - Date.now();
    expect(await services().jobs.settleVipCycles()).toBeGreaterThanOrEqual(1);
    expect((await me(token)).vipProgress).toEqual({
      currentLevel: 0,
      eligibleLevel: 0,
      totalExp: 0,
      nextExpNeedForVipUp: 2000,
      currentVIPCycle: null,
    });
    const closed = await api.db
      .selectFrom('vip_cycles')
      .select(['final_exp', 'result_level'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(closed).toEqual([
      { final_exp: 2000, result_level: 1 },
      { final_exp: 1500, result_level: 0 },
    ]);
  });

  it('drops a Gold player who only reached Silver’s minimum to Silver; XP in the grace week still counts', async () => {
    const { userId, token } = await createTestPlayer(api.db);
    await grantGold(userId, 100_000);
    await transfer(userId, 100_000); // Gold
    const first = await cycleOf(token);
    offset = (first.downgradeAt + 1) * 1000 - Date.now();
    await services().jobs.settleVipCycles(); // kept Gold, new cycle with 0 XP
    const second = await cycleOf(token);

    // During the grace week (after endAt, before downgradeAt) 2,500 XP are earned.
    offset = (second.endAt + 86_400) * 1000 - Date.now();
    await grantGold(userId, 25_000);
    await transfer(userId, 25_000);
    offset = (second.downgradeAt + 1) * 1000 - Date.now();
    await services().jobs.settleVipCycles();
    const progress = (await me(token)).vipProgress;
    expect(progress).toMatchObject({ currentLevel: 1, totalExp: 0, nextExpNeedForVipUp: 10000 });
    expect(progress.currentVIPCycle?.endAt).toBe(second.downgradeAt + 90 * 86_400);
    await expectLedgerConsistent(api.db, userId);
  });
});
