import * as v from 'valibot';
import {
  CreateTopupOrderPayloadSchema,
  goldForCents,
  TopupHistoryQuerySchema,
  TopupOrderSchema,
} from './topup';
import { TopupTransactionSchema } from './order';

const order = {
  id: 'tp_abcdefgh1234',
  status: 'pending',
  goldAmount: 5000,
  createdAt: 1_700_000_000,
  expireAt: 1_700_001_800,
  packageCode: 'gold_5000',
  packageName: '5,000 Gold',
  priceCents: 5000,
  currency: 'USD',
  bonusBoundGold: 500,
  provider: 'sandbox',
  checkoutUrl: '/api/sandbox-pay/checkout/tp_abcdefgh1234?token=x',
  paidAt: null,
  deliveredAt: null,
  closedAt: null,
};

describe('top-up', () => {
  it('buys 100 gold per dollar (one gold per cent)', () => {
    expect(goldForCents(500)).toBe(500);
    expect(goldForCents(50_000)).toBe(50_000);
  });

  it('is a topup transaction of 000 §3 with its package and checkout', () => {
    expect(v.is(TopupOrderSchema, order)).toBe(true);
    expect(v.is(TopupTransactionSchema, order)).toBe(true);
    expect(v.is(TopupOrderSchema, { ...order, priceCents: 49.99 })).toBe(false);
    expect(v.is(TopupOrderSchema, { ...order, status: 'cancelled' })).toBe(false);
  });

  it('takes a package code and filters the history by status', () => {
    expect(v.is(CreateTopupOrderPayloadSchema, { packageCode: 'gold_1000' })).toBe(true);
    expect(v.is(CreateTopupOrderPayloadSchema, { packageCode: '../x' })).toBe(false);
    expect(v.parse(TopupHistoryQuerySchema, { status: 'delivered' })).toEqual({
      page: 1,
      size: 10,
      status: 'delivered',
    });
    expect(v.is(TopupHistoryQuerySchema, { status: 'paid-ish' })).toBe(false);
  });
});
