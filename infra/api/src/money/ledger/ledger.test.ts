import {
  GoldExpirationDetailSchema,
  LedgerPageSchema,
  WalletTotalsSchema,
  type LedgerCurrency,
  endpointUrl,
  walletEndpoints,
} from '@portal/contracts';
import { sql } from 'kysely';
import { databaseTargets } from '../../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../../testing/harness';
import { adjustBalance } from '../wallet/adjustments';
import { createMoneyServices } from '../index';
import { withWallet } from '../wallet/session';
import { asPlayer, createTestPlayer, expectLedgerConsistent, testMoneyConfig } from '../wallet/testing';
import { boundGoldExpiresAt, lastSpendableSecond } from './boundGold';
import { findLedgerMismatches } from './invariants';
import { InsufficientBalanceError } from './ledger';
import { inTransaction } from '../../db/transaction';

const money = testMoneyConfig();
const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe('bound gold expiry dates', () => {
  it('ends with the calendar year after the one it was received in (UTC)', () => {
    expect(boundGoldExpiresAt(new Date('2026-03-10T08:00:00Z')).toISOString()).toBe(
      '2028-01-01T00:00:00.000Z',
    );
    expect(boundGoldExpiresAt(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe(
      '2028-01-01T00:00:00.000Z',
    );
    expect(boundGoldExpiresAt(new Date('2027-01-01T00:00:00Z')).toISOString()).toBe(
      '2029-01-01T00:00:00.000Z',
    );
    expect(lastSpendableSecond(new Date('2028-01-01T00:00:00Z'))).toBe(unix('2027-12-31T23:59:59Z'));
  });
});

describe.each(databaseTargets)('ledger on $name', (target) => {
  const api = useTestApi(target, { seed: false, config: { money } });
  let now = new Date();
  const clock = () => now;
  const services = () => createMoneyServices({ db: api.db, config: money, clock });
  const grant = (userId: number, currency: LedgerCurrency, amount: number, receivedAt?: Date) =>
    adjustBalance(api.db, money, clock, { userId, currency, amount, memo: 'test grant', receivedAt });
  const spendBound = (userId: number, amount: number) =>
    inTransaction(api.db, (trx) =>
      withWallet(trx, userId, now, money.vip, ({ ledger }) =>
        ledger.spendBoundGold(amount, { reason: 'adjustment', reference: 'test:spend' }),
      ),
    );

  beforeEach(() => {
    now = new Date();
  });

  it('writes every grant and revoke as a ledger row; the balance equals the ledger sum', async () => {
    const { userId, token } = await createTestPlayer(api.db);
    await grant(userId, 'gold', 1500);
    await grant(userId, 'points', 2500);
    await grant(userId, 'gacha_tokens', 3);
    await grant(userId, 'gold', -400);

    const totals = expectSuccess(
      await asPlayer(api.app, token)('GET', endpointUrl(walletEndpoints.totals)),
      WalletTotalsSchema,
    );
    expect(totals).toEqual({
      totalGold: 1100,
      totalBoundGold: 0,
      usableBoundGold: 0,
      point: 2500,
      tokenAmount: 3,
    });

    const ledger = expectSuccess(
      await asPlayer(api.app, token)('GET', `${endpointUrl(walletEndpoints.ledger)}?currency=gold`),
      LedgerPageSchema,
    );
    expect(ledger.items.map((entry) => [entry.amount, entry.balanceAfter, entry.reason, entry.memo])).toEqual(
      [
        [-400, 1100, 'adjustment', 'test grant'],
        [1500, 1500, 'adjustment', 'test grant'],
      ],
    );
    expect(ledger.total).toBe(2);
    await expectLedgerConsistent(api.db, userId);
  });

  it('refuses a change that would take a balance below zero and writes nothing', async () => {
    const { userId } = await createTestPlayer(api.db);
    await grant(userId, 'points', 999);
    await expect(grant(userId, 'points', -1000)).rejects.toBeInstanceOf(InsufficientBalanceError);
    await expect(grant(userId, 'gacha_tokens', -1)).rejects.toMatchObject({
      code: 'INSUFFICIENT_GACHA_TOKENS',
    });
    const rows = await api.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toEqual([{ amount: 999 }]);
    // The database itself refuses a negative balance, behind the row lock.
    await expect(
      api.db.updateTable('wallets').set({ points: -1 }).where('user_id', '=', userId).execute(),
    ).rejects.toThrow(/check constraint/);
  });

  it('keeps ledger rows immutable', async () => {
    const { userId } = await createTestPlayer(api.db);
    await grant(userId, 'gold', 10);
    await expect(
      api.db.updateTable('ledger_entries').set({ amount: 1_000_000 }).where('user_id', '=', userId).execute(),
    ).rejects.toThrow(/immutable/);
    await expect(api.db.deleteFrom('ledger_entries').where('user_id', '=', userId).execute()).rejects.toThrow(
      /immutable/,
    );
  });

  it('finds a balance that differs from its ledger sum (the check query works)', async () => {
    const { userId } = await createTestPlayer(api.db);
    await grant(userId, 'gold', 50);
    await sql`update wallets set gold = 51 where user_id = ${userId}`.execute(api.db);
    expect(await findLedgerMismatches(api.db, userId)).toEqual([
      { userId, check: 'balance_equals_ledger_sum', currency: 'gold', balance: 51, expected: 50 },
    ]);
    await sql`update wallets set gold = 50 where user_id = ${userId}`.execute(api.db);
    await expectLedgerConsistent(api.db, userId);
  });

  it('bound gold received on 2026-03-10 is spendable until 2027-12-31 and expired after', async () => {
    const { userId, token } = await createTestPlayer(api.db);
    now = new Date('2026-03-10T10:00:00Z');
    await grant(userId, 'bound_gold', 500);
    expect(await services().wallet.expirationDetail(userId)).toEqual([
      { type: 'gold', amount: 0, expireAt: null },
      { type: 'bound_gold', amount: 500, expireAt: unix('2027-12-31T23:59:59Z') },
    ]);

    now = new Date('2027-12-31T23:59:59.500Z');
    await spendBound(userId, 100);
    expect((await services().wallet.totals(userId)).totalBoundGold).toBe(400);

    now = new Date('2028-01-01T00:00:00Z');
    // Past its end the lot counts as gone at once, before the job writes the expiry row.
    expect((await services().wallet.totals(userId)).totalBoundGold).toBe(0);
    await expect(spendBound(userId, 1)).rejects.toMatchObject({ code: 'INSUFFICIENT_GOLD' });
    // The refused spend rolled back whole; the job writes the expiry row, once.
    expect(await services().jobs.expireBoundGold()).toBe(1);
    expect(await services().jobs.expireBoundGold()).toBe(0);
    const rows = await api.db
      .selectFrom('ledger_entries')
      .select(['amount', 'reason', 'reference'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.amount, row.reason])).toEqual([
      [500, 'adjustment'],
      [-100, 'adjustment'],
      [-400, 'expiry'],
    ]);
    expect(rows[2]?.reference).toMatch(/^bound_lot:\d+$/);
    await expectLedgerConsistent(api.db, userId);
    // Only the gold entry is left (bound gold entries need a positive amount).
    expect(
      expectSuccess(
        await asPlayer(api.app, token)('GET', endpointUrl(walletEndpoints.expirationDetail)),
        GoldExpirationDetailSchema,
      ),
    ).toEqual([{ type: 'gold', amount: 0, expireAt: null }]);
  });

  it('the expiry job writes one expiry row per lot, once', async () => {
    const players = [await createTestPlayer(api.db), await createTestPlayer(api.db)];
    now = new Date('2025-06-01T00:00:00Z');
    for (const { userId } of players) await grant(userId, 'bound_gold', 70);
    now = new Date('2027-01-01T00:00:00Z');
    expect(await services().jobs.expireBoundGold()).toBe(2);
    expect(await services().jobs.expireBoundGold()).toBe(0);
    for (const { userId } of players) {
      const expiries = await api.db
        .selectFrom('ledger_entries')
        .select('amount')
        .where('user_id', '=', userId)
        .where('reason', '=', 'expiry')
        .execute();
      expect(expiries).toEqual([{ amount: -70 }]);
      await expectLedgerConsistent(api.db, userId);
    }
  });

  it('spends the lot that expires first', async () => {
    const { userId } = await createTestPlayer(api.db);
    const lotIds: Record<string, number> = {};
    for (const [name, received] of [
      ['received 2026-03-10', '2026-03-10T00:00:00Z'],
      ['received 2025-07-01', '2025-07-01T00:00:00Z'],
      ['received 2025-12-31', '2025-12-31T23:00:00Z'],
    ] as const) {
      now = new Date(received);
      await grant(userId, 'bound_gold', 100);
      const lot = await api.db
        .selectFrom('bound_gold_lots')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      lotIds[name] = lot.id;
    }
    now = new Date('2026-05-01T00:00:00Z');
    const uses = await spendBound(userId, 250);
    expect(uses).toEqual([
      { lotId: lotIds['received 2025-07-01'], amount: 100 },
      { lotId: lotIds['received 2025-12-31'], amount: 100 },
      { lotId: lotIds['received 2026-03-10'], amount: 50 },
    ]);
    expect(await services().wallet.expirationDetail(userId)).toEqual([
      { type: 'gold', amount: 0, expireAt: null },
      { type: 'bound_gold', amount: 50, expireAt: unix('2027-12-31T23:59:59Z') },
    ]);
    await expectLedgerConsistent(api.db, userId);
  });

  it('GET /api/private/gold-logs/expiration-detail lists gold (also 0) then bound gold by date', async () => {
    const { userId, token } = await createTestPlayer(api.db);
    const detail = expectSuccess(
      await asPlayer(api.app, token)('GET', endpointUrl(walletEndpoints.expirationDetail)),
      GoldExpirationDetailSchema,
    );
    expect(detail).toEqual([{ type: 'gold', amount: 0, expireAt: null }]);
    await grant(userId, 'gold', 300);
    await grant(userId, 'bound_gold', 40);
    const year = new Date().getUTCFullYear();
    expect(
      expectSuccess(
        await asPlayer(api.app, token)('GET', endpointUrl(walletEndpoints.expirationDetail)),
        GoldExpirationDetailSchema,
      ),
    ).toEqual([
      { type: 'gold', amount: 300, expireAt: null },
      { type: 'bound_gold', amount: 40, expireAt: unix(`${year + 1}-12-31T23:59:59Z`) },
    ]);
    expectFailure(
      await api.app.inject({ method: 'GET', url: endpointUrl(walletEndpoints.expirationDetail) }),
      401,
      'UNAUTHORIZED',
    );
  });
});
