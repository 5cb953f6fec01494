import type { VipProgress } from '@portal/contracts';
import { downgradeAt, rankCardState } from './rankCardState';

const progress = (over: Partial<VipProgress>): VipProgress => ({
  currentLevel: 0,
  eligibleLevel: 0,
  totalExp: 0,
  currentVIPCycle: null,
  ...over,
});
const cycle = { downgradeAt: 1_800_000_000, endAt: 1_799_395_200, vipRewards: [] };

describe('VIP rank card states (000 §2, §9), XP rate 10', () => {
  it.each([
    [
      'no level, nothing to aim at: unlock Silver at the 2000 XP default',
      progress({ totalExp: 500 }),
      { kind: 'unlockSilver', need: 2000, remaining: 1500, percent: 25, goldToTransfer: 15_000 },
    ],
    [
      'no level, eligible for Gold',
      progress({ eligibleLevel: 2, totalExp: 1000, nextExpNeedForVipUp: 10_000 }),
      { kind: 'eligibleGold', need: 10_000, remaining: 9000, percent: 10, goldToTransfer: 90_000 },
    ],
    [
      'silver toward Gold',
      progress({ currentLevel: 1, totalExp: 2200, nextExpNeedForVipUp: 10_000, currentVIPCycle: cycle }),
      { kind: 'towardGold', need: 10_000, remaining: 7800, percent: 22, goldToTransfer: 78_000 },
    ],
    [
      'silver with the requirement missing: 2000 XP',
      progress({ currentLevel: 1, totalExp: 1999 }),
      { kind: 'towardGold', need: 2000, remaining: 1, percent: 99, goldToTransfer: 10 },
    ],
    [
      'gold below the requirement: keep the rank',
      progress({ currentLevel: 2, totalExp: 4000, nextExpNeedForVipUp: 10_000, currentVIPCycle: cycle }),
      { kind: 'keepGold', need: 10_000, remaining: 6000, percent: 40, goldToTransfer: 60_000 },
    ],
    [
      'gold at the requirement: top tier',
      progress({ currentLevel: 2, totalExp: 10_000, nextExpNeedForVipUp: 10_000 }),
      { kind: 'topTier', need: 10_000, remaining: 0, percent: 100, goldToTransfer: 0 },
    ],
    [
      'gold above the requirement: top tier',
      progress({ currentLevel: 2, totalExp: 25_000, nextExpNeedForVipUp: 10_000 }),
      { kind: 'topTier', need: 10_000, remaining: 0, percent: 100, goldToTransfer: 0 },
    ],
  ])('%s', (_, given, expected) => {
    expect(rankCardState(given, 10)).toMatchObject(expected);
  });

  it('at no level names Silver as the next rank; the Gold minimum XP is also multiplied by this rate', () => {
    const gold = { level: 2 as const, minimumExp: 10_000 };
    const state = rankCardState(
      progress({ totalExp: 500, currentVIPCycle: { ...cycle, vipRewards: [gold] } }),
      10,
    );
    expect(state).toMatchObject({ nextRank: 'silver', goldToTransfer: 15_000, goldMinimumGold: 100_000 });
    expect(rankCardState(progress({ totalExp: 0 }), 25, 8000).goldMinimumGold).toBe(200_000);
    expect(rankCardState(progress({ eligibleLevel: 2, nextExpNeedForVipUp: 10_000 }), 10).nextRank).toBe(
      'gold',
    );
    expect(rankCardState(progress({ currentLevel: 1 }), 10).nextRank).toBe('gold');
    expect(rankCardState(progress({ currentLevel: 2, totalExp: 1 }), 10, 8000).goldMinimumGold).toBeNull();
  });

  it('multiplies the remaining XP by the configured rate', () => {
    expect(
      rankCardState(progress({ currentLevel: 1, totalExp: 0, nextExpNeedForVipUp: 100 }), 25).goldToTransfer,
    ).toBe(2500);
  });

  it.each([
    [progress({ currentLevel: 1, currentVIPCycle: cycle }), 1_800_000_000],
    [progress({ currentLevel: 2, currentVIPCycle: { ...cycle, downgradeAt: null } }), null],
    [progress({ currentLevel: 0, currentVIPCycle: cycle }), null],
  ])('downgrade date of %j is %s', (given, expected) => {
    expect(downgradeAt(given)).toBe(expected);
  });
});
