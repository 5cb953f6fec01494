import {
  TransferPageSchema,
  TransferSchema,
  endpointUrl,
  transferEndpoints,
  type LedgerCurrency,
} from '@portal/contracts';
import { startTestGameServer, type TestGameServer } from '../delivery/testGameServer';
import { retryDelaySeconds } from '../delivery/worker';
import { databaseTargets } from '../../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../../testing/harness';
import { adjustBalance } from '../wallet/adjustments';
import type { ApiConfig } from '../../config';
import type { MoneyConfig } from '../wallet/config';
import { createMoneyServices } from '../index';
import { asPlayer, createTestPlayer, expectLedgerConsistent, testMoneyConfig } from '../wallet/testing';

describe('delivery retry backoff', () => {
  it('doubles from DELIVERY_BACKOFF_SECONDS up to the cap', () => {
    const config = { backoffSeconds: 30, maxBackoffSeconds: 100 };
    expect([1, 2, 3, 4].map((attempts) => retryDelaySeconds(attempts, config))).toEqual([30, 60, 100, 100]);
  });
});

describe.each(databaseTargets)('transfers to games on $name', (target) => {
  let game: TestGameServer;
  let money: MoneyConfig;
  /** The services' clock runs with real time, shifted by `offset` ms (the routes use real time). */
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  // Filled before the API is built (this hook is declared first): its routes use the test game server.
  const options: { config: Partial<ApiConfig> } = { config: {} };
  beforeAll(async () => {
    // The tests move the portal's clock days ahead; the game still checks every signature.
    game = await startTestGameServer(undefined, 30 * 86_400);
    const base = testMoneyConfig();
    money = {
      ...base,
      delivery: {
        ...base.delivery,
        maxAttempts: 3,
        backoffSeconds: 30,
        maxBackoffSeconds: 600,
        timeoutMs: 2000,
        endpoints: { moonlight_saga: { url: game.url, secret: game.secret } },
        sandboxGames: false,
      },
    };
    options.config.money = money;
  });
  const api = useTestApi(target, options);
  afterAll(() => game.close());
  beforeEach(() => {
    offset = 0;
  });

  const services = () => createMoneyServices({ db: api.db, config: money, clock });
  const grant = (userId: number, currency: LedgerCurrency, amount: number) =>
    adjustBalance(api.db, money, clock, { userId, currency, amount, memo: 'test setup' });
  const transfer = (userId: number, amount: number, gameAccountId = 'hero-42') =>
    services().transfers.create(userId, { gameCode: 'moonlight_saga', gameAccountId, amount });
  const balances = (userId: number) =>
    api.db.selectFrom('wallets').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  /** Runs the worker after the backoff of the previous failure has passed. */
  const runWorkerLater = async () => {
    offset += 601_000;
    return services().worker.runOnce();
  };

  it('debits gold, earns XP and waits for the game; the worker delivers it signed, then it is delivered', async () => {
    const { userId, token } = await createTestPlayer(api.db);
    await grant(userId, 'gold', 1_000);
    await grant(userId, 'bound_gold', 200);
    const player = asPlayer(api.app, token);
    const created = expectSuccess(
      await player('POST', endpointUrl(transferEndpoints.create), {
        gameCode: 'moonlight_saga',
        gameAccountId: 'hero-42',
        amount: 650,
      }),
      TransferSchema,
    );
    // VIP level 0: bound gold is not usable, all of it is gold.
    expect(created).toMatchObject({
      status: 'awaiting_delivery',
      amount: 650,
      goldUsed: 650,
      boundGoldUsed: 0,
      expEarned: 65,
    });
    expect(await balances(userId)).toMatchObject({ gold: 350, bound_gold: 200 });

    expect(await services().worker.runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(game.delivered.find((delivery) => delivery.transferId === created.id)).toMatchObject({
      gameCode: 'moonlight_saga',
      gameAccountId: 'hero-42',
      amount: 650,
      userId,
    });
    const after = expectSuccess(
      await player('GET', endpointUrl(transferEndpoints.get, { transferId: created.id })),
      TransferSchema,
    );
    expect(after).toMatchObject({ status: 'delivered', attempts: 1 });
    const list = expectSuccess(
      await player('GET', endpointUrl(transferEndpoints.create)),
      TransferPageSchema,
    );
    expect(list.items.map((item) => [item.id, item.status])).toEqual([[created.id, 'delivered']]);
    await expectLedgerConsistent(api.db, userId);
  });

  it('uses usable bound gold first (VIP level above 0), earliest-expiring lot first, then gold', async () => {
    const { userId } = await createTestPlayer(api.db);
    await grant(userId, 'gold', 20_000);
    await transfer(userId, 20_000); // 2,000 XP: VIP Silver
    await services().worker.runOnce();
    await grant(userId, 'gold', 500);
    offset = Date.parse('2025-05-01T00:00:00Z') - Date.now();
    await grant(userId, 'bound_gold', 100);
    offset = 0;
    await grant(userId, 'bound_gold', 300);
    const sent = await transfer(userId, 450);
    expect(sent).toMatchObject({ boundGoldUsed: 400, goldUsed: 50 });
    const rows = await api.db
      .selectFrom('ledger_entries')
      .select(['currency', 'amount'])
      .where('reference', '=', `transfer:${sent.id}`)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { currency: 'bound_gold', amount: -100 },
      { currency: 'bound_gold', amount: -300 },
      { currency: 'gold', amount: -50 },
    ]);
    await services().worker.runOnce();
  });

  it('a game delivery that fails 3 times is refunded exactly once (gold and bound gold, to their lots)', async () => {
    const { userId } = await createTestPlayer(api.db);
    await grant(userId, 'gold', 20_000);
    await transfer(userId, 20_000);
    await services().worker.runOnce();
    await grant(userId, 'gold', 300);
    await grant(userId, 'bound_gold', 200);
    const before = await balances(userId);
    const xpBefore = (
      await api.db
        .selectFrom('vip_status')
        .select('cycle_gold')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).cycle_gold;

    const sent = await transfer(userId, 450);
    game.failNext(3);
    expect(await services().worker.runOnce()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    // Not due again before the backoff.
    expect(await services().worker.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(await runWorkerLater()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    offset += 601_000;
    // Two workers race for the last attempt: one claims it, the refund happens once.
    const [one, two] = await Promise.all([services().worker.runOnce(), services().worker.runOnce()]);
    expect(one.failed + two.failed).toBe(1);
    expect(game.calls.filter((call) => call.transferId === sent.id).map((call) => call.status)).toEqual([
      503, 503, 503,
    ]);

    const failed = await services().transfers.get(userId, sent.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    expect(failed.failureReason).toMatch(/gave up after 3 attempts: HTTP 503/);
    expect(await balances(userId)).toMatchObject({ gold: before.gold, bound_gold: before.bound_gold });
    const refunds = await api.db
      .selectFrom('ledger_entries')
      .select(['currency', 'amount'])
      .where('reference', '=', `transfer:${sent.id}`)
      .where('reason', '=', 'transfer_refund')
      .orderBy('id')
      .execute();
    expect(refunds).toEqual([
      { currency: 'bound_gold', amount: 200 },
      { currency: 'gold', amount: 250 },
    ]);
    // Nothing runs again, and a second refund is refused.
    expect(await runWorkerLater()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    const again = await api.db
      .transaction()
      .execute((trx) => services().transfers.failAndRefund(trx, sent.id, 'again', clock()));
    expect(again).toBe(false);
    expect(
      await api.db
        .selectFrom('ledger_entries')
        .select('id')
        .where('reference', '=', `transfer:${sent.id}`)
        .where('reason', '=', 'transfer_refund')
        .execute(),
    ).toHaveLength(2);
    // The XP of the failed transfer left the cycle.
    const xpAfter = (
      await api.db
        .selectFrom('vip_status')
        .select('cycle_gold')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).cycle_gold;
    expect(xpAfter).toBe(xpBefore);
    expect(game.delivered.some((delivery) => delivery.transferId === sent.id)).toBe(false);
    await expectLedgerConsistent(api.db, userId);
  });

  it('a delivery that fails twice and then succeeds is delivered, not refunded', async () => {
    const { userId } = await createTestPlayer(api.db);
    await grant(userId, 'gold', 100);
    const sent = await transfer(userId, 100);
    game.failNext(2, 500);
    await services().worker.runOnce();
    await runWorkerLater();
    expect(await runWorkerLater()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect((await services().transfers.get(userId, sent.id)).status).toBe('delivered');
    expect((await balances(userId)).gold).toBe(0);
  });

  it('a game that refuses the account (4xx) fails the transfer at once and refunds it', async () => {
    const { userId } = await createTestPlayer(api.db);
    await grant(userId, 'gold', 100);
    const sent = await transfer(userId, 80, 'no-such-hero');
    game.failNext(1, 404);
    expect(await services().worker.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    expect(await services().transfers.get(userId, sent.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await balances(userId)).gold).toBe(100);
  });

  it('refuses a transfer the wallet cannot pay, to a game that takes no gold, and a reused idempotency key', async () => {
    const { userId, token } = await createTestPlayer(api.db);
    const player = asPlayer(api.app, token);
    await grant(userId, 'gold', 100);
    await grant(userId, 'bound_gold', 1_000); // not usable at VIP level 0
    const body = { gameCode: 'moonlight_saga', gameAccountId: 'hero-1', amount: 101 };
    expectFailure(
      await player('POST', endpointUrl(transferEndpoints.create), body),
      422,
      'INSUFFICIENT_GOLD',
    );
    expectFailure(
      await player('POST', endpointUrl(transferEndpoints.create), {
        ...body,
        gameCode: 'ash_echoes',
        amount: 10,
      }),
      422,
      'GAME_NOT_TRANSFERABLE',
    );
    // Starfall Tactics is released but has no delivery endpoint (and the sandbox games are off).
    expectFailure(
      await player('POST', endpointUrl(transferEndpoints.create), {
        ...body,
        gameCode: 'starfall_tactics',
        amount: 10,
      }),
      422,
      'GAME_NOT_TRANSFERABLE',
    );
    expectFailure(
      await player('POST', endpointUrl(transferEndpoints.create), { ...body, amount: 0 }),
      400,
      'VALIDATION_ERROR',
    );
    expectFailure(
      await player('POST', endpointUrl(transferEndpoints.create), { ...body, amount: 1.5 }),
      400,
      'VALIDATION_ERROR',
    );

    const keyed = { ...body, amount: 60, idempotencyKey: 'client-key-0001' };
    const first = expectSuccess(
      await player('POST', endpointUrl(transferEndpoints.create), keyed),
      TransferSchema,
    );
    const repeat = expectSuccess(
      await player('POST', endpointUrl(transferEndpoints.create), keyed),
      TransferSchema,
    );
    expect(repeat.id).toBe(first.id);
    expectFailure(
      await player('POST', endpointUrl(transferEndpoints.create), { ...keyed, amount: 10 }),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect((await balances(userId)).gold).toBe(40);
    expectFailure(
      await player('GET', endpointUrl(transferEndpoints.get, { transferId: 'tr_unknown_transfer' })),
      404,
      'TRANSFER_NOT_FOUND',
    );
    await services().worker.runOnce();
  });
});
