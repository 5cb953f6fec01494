import type { GoldExpirationEntry } from '@portal/contracts';
import { totalOf, visibleEntries } from './expirationEntries';

const gold = (amount: number): GoldExpirationEntry => ({ type: 'gold', amount, expireAt: null });
const bound = (amount: number, expireAt = 1_798_761_599): GoldExpirationEntry => ({
  type: 'bound_gold',
  amount,
  expireAt,
});

describe('gold dialog entries (000 §9)', () => {
  it.each([
    ['gold at zero stays', [gold(0)], [gold(0)]],
    ['bound gold at zero goes', [gold(10), bound(0)], [gold(10)]],
    [
      'positive bound lots stay in order',
      [gold(5), bound(300, 1), bound(10_000, 2)],
      [gold(5), bound(300, 1), bound(10_000, 2)],
    ],
  ])('%s', (_, given, shown) => {
    expect(visibleEntries(given)).toEqual(shown);
  });

  it('totals gold plus bound gold', () => {
    expect(totalOf([gold(28_000), bound(300), bound(10_000)])).toEqual({
      gold: 28_000,
      bound: 10_300,
      total: 38_300,
    });
  });
});
