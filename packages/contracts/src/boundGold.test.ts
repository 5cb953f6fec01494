import { boundGoldDisplay, splitSpend, usableBoundGold } from './boundGold';
import { expForGold, expNeedOf, goldToTransferFor, isTopTier, remainingExp } from './vip';

describe('bound gold is usable only with a VIP level above 0 (000 §6)', () => {
  it.each([
    [300, 0, 0],
    [300, 1, 300],
    [300, 2, 300],
    [0, 2, 0],
  ])('bound %i at level %i: %i usable', (bound, level, usable) => {
    expect(usableBoundGold(bound, level)).toBe(usable);
  });

  it('is spent before gold, in whole numbers', () => {
    expect(splitSpend(1000, 300)).toEqual({ boundGoldUsed: 300, goldUsed: 700 });
    expect(splitSpend(200, 300)).toEqual({ boundGoldUsed: 200, goldUsed: 0 });
    expect(splitSpend(200, 0)).toEqual({ boundGoldUsed: 0, goldUsed: 200 });
  });

  it.each([
    [0, 0, true, null],
    [300, 0, true, 'locked'],
    [0, 1, true, 'usable'],
    [300, 1, false, 'usable'],
    [300, 2, false, 'usable'],
  ] as const)('shows bound %i at level %i: dimmed %s, note %s (000 §2)', (bound, level, dimmed, note) => {
    expect(boundGoldDisplay(bound, level)).toEqual({ dimmed, note });
  });
});

describe('VIP progress (000 §9)', () => {
  it('earns one XP per rate of gold, rounded down', () => {
    expect(expForGold(1999, 10)).toBe(199);
  });
  it('aims at 2000 XP when the requirement is missing', () => {
    expect(expNeedOf({})).toBe(2000);
    expect(remainingExp({ totalExp: 500 })).toBe(1500);
  });
  it('needs the remaining XP times the rate to be transferred', () => {
    expect(goldToTransferFor(remainingExp({ totalExp: 500, nextExpNeedForVipUp: 3000 }), 10)).toBe(25_000);
  });
  it('is at the top tier only at Gold with the requirement met', () => {
    expect(isTopTier({ currentLevel: 2, totalExp: 3000, nextExpNeedForVipUp: 3000 })).toBe(true);
    expect(isTopTier({ currentLevel: 2, totalExp: 2999, nextExpNeedForVipUp: 3000 })).toBe(false);
    expect(isTopTier({ currentLevel: 1, totalExp: 9999 })).toBe(false);
  });
});
