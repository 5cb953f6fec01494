import * as v from 'valibot';
import { LEDGER_REASONS, LedgerQuerySchema, PageQuerySchema } from './ledger';

describe('pagination', () => {
  it('defaults to page 1 of size 10 and accepts the sizes 10, 20, 50, 100 only', () => {
    expect(v.parse(PageQuerySchema, {})).toEqual({ page: 1, size: 10 });
    expect(v.parse(PageQuerySchema, { page: '3', size: '50' })).toEqual({ page: 3, size: 50 });
    for (const size of ['10', '20', '50', '100']) expect(v.is(PageQuerySchema, { size })).toBe(true);
    for (const size of ['15', '0', '200', 'ten']) expect(v.is(PageQuerySchema, { size })).toBe(false);
    expect(v.is(PageQuerySchema, { page: '0' })).toBe(false);
    expect(v.is(PageQuerySchema, { page: '-1' })).toBe(false);
  });

  it('filters the ledger by one of the four balances', () => {
    expect(v.parse(LedgerQuerySchema, { currency: 'bound_gold' })).toEqual({
      page: 1,
      size: 10,
      currency: 'bound_gold',
    });
    expect(v.is(LedgerQuerySchema, { currency: 'diamonds' })).toBe(false);
  });

  it('names every reason a balance can change for', () => {
    expect(LEDGER_REASONS).toEqual(
      expect.arrayContaining([
        'topup',
        'transfer',
        'gacha_draw',
        'gacha_prize',
        'reward',
        'expiry',
        'adjustment',
      ]),
    );
  });
});
