import { transferPreview } from './transferPreview';

describe('transfer preview: bound gold first for a VIP player, XP at the rate', () => {
  it.each([
    [
      'VIP with bound gold covering it',
      200,
      { totalGold: 1000, usableBoundGold: 500 },
      { boundGoldUsed: 200, goldUsed: 0, expEarned: 20, insufficient: false },
    ],
    [
      'VIP, bound gold then gold',
      800,
      { totalGold: 1000, usableBoundGold: 500 },
      { boundGoldUsed: 500, goldUsed: 300, expEarned: 80, insufficient: false },
    ],
    [
      'level 0: no usable bound gold',
      800,
      { totalGold: 1000, usableBoundGold: 0 },
      { boundGoldUsed: 0, goldUsed: 800, expEarned: 80, insufficient: false },
    ],
    [
      'more than the wallet holds',
      1600,
      { totalGold: 1000, usableBoundGold: 500 },
      { boundGoldUsed: 500, goldUsed: 1100, expEarned: 160, insufficient: true },
    ],
    [
      'XP rounds down',
      19,
      { totalGold: 100, usableBoundGold: 0 },
      { boundGoldUsed: 0, goldUsed: 19, expEarned: 1, insufficient: false },
    ],
  ])('%s', (_, amount, totals, expected) => {
    expect(transferPreview(amount, totals, 10)).toEqual(expected);
  });
});
