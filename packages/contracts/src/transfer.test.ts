import * as v from 'valibot';
import { GachaDrawPayloadSchema, ConvertPointsPayloadSchema, pointsForTickets } from './gacha';
import { TransferPayloadSchema } from './transfer';
import { goldToTransferFor, remainingExp } from './vip';

describe('transfer payload', () => {
  const valid = { gameCode: 'moonlight_saga', gameAccountId: 'Hero-1024', amount: 500 };
  it('takes a game code, an in-game account and a whole, positive amount of gold', () => {
    expect(v.parse(TransferPayloadSchema, { ...valid, gameAccountId: ' Hero-1024 ' }).gameAccountId).toBe(
      'Hero-1024',
    );
    for (const amount of [0, -5, 1.5, '500'])
      expect(v.is(TransferPayloadSchema, { ...valid, amount })).toBe(false);
    expect(v.is(TransferPayloadSchema, { ...valid, gameAccountId: 'a b' })).toBe(false);
    expect(v.is(TransferPayloadSchema, { ...valid, idempotencyKey: 'short' })).toBe(false);
    expect(v.is(TransferPayloadSchema, { ...valid, idempotencyKey: 'client-key-0001' })).toBe(true);
  });
});

describe('gacha payloads', () => {
  it('draws 1 to 10 at once (1 by default) and converts 1000 points per ticket', () => {
    expect(v.parse(GachaDrawPayloadSchema, {})).toEqual({ count: 1 });
    expect(v.is(GachaDrawPayloadSchema, { count: 11 })).toBe(false);
    expect(pointsForTickets(3)).toBe(3000);
    expect(v.is(ConvertPointsPayloadSchema, { tickets: 0 })).toBe(false);
  });
});

describe('VIP helpers', () => {
  it('takes the 2000 XP default when nextExpNeedForVipUp is missing, and multiplies remaining XP by the rate', () => {
    expect(remainingExp({ totalExp: 500 })).toBe(1500);
    expect(remainingExp({ totalExp: 12_000, nextExpNeedForVipUp: 10_000 })).toBe(0);
    expect(goldToTransferFor(1500, 10)).toBe(15_000);
  });
});
