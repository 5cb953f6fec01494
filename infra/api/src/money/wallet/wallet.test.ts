import {
  AuthUserSchema,
  authEndpoints,
  GoldExpirationDetailSchema,
  PRODUCT_CODE_HEADER,
  WalletRefreshSchema,
  WalletTotalsSchema,
  WEBVIEW_SIGNATURE_HEADER,
  WEBVIEW_TIMESTAMP_HEADER,
  WEBVIEW_USER_ID_HEADER,
  type LedgerCurrency,
  endpointUrl,
  walletEndpoints,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { findLedgerMismatches } from '../ledger/invariants';
import { databaseTargets } from '../../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../../testing/harness';
import { DEMO_PLAYERS } from '../../auth/users/seed';
import { adjustBalance } from './adjustments';
import { createMoneyServices } from '../index';
import { DEMO_GACHA_EVENTS } from './seed';
import { asPlayer, createTestPlayer, expectLedgerConsistent, testMoneyConfig } from './testing';
import { signWebviewIdentity } from './webviewIdentity';

const WEBVIEW_SECRET = 'ash-echoes-webview-secret-0123456789';
const money = testMoneyConfig({
  webview: { secrets: { ash_echoes: WEBVIEW_SECRET }, fallbackSecret: null, maxAgeSeconds: 3600 },
});

describe.each(databaseTargets)('wallet on $name', (target) => {
  const api = useTestApi(target, { config: { money } });
  const clock = () => new Date();
  const grant = (userId: number, currency: LedgerCurrency, amount: number) =>
    adjustBalance(api.db, money, clock, { userId, currency, amount, memo: 'test setup' });
  const status = (response: LightMyRequestResponse) => response.statusCode;

  it('100 concurrent spends and transfers against one wallet: never negative, balance = ledger sum, nothing created or lost', async () => {
    const { userId, token } = await createTestPlayer(api.db, 'concurrent');
    const services = createMoneyServices({ db: api.db, config: money });
    // VIP Silver first (20,000 gold transferred), so bound gold is usable by transfers.
    await grant(userId, 'gold', 20_000);
    await services.transfers.create(userId, {
      gameCode: 'moonlight_saga',
      gameAccountId: 'hero-1',
      amount: 20_000,
    });
    await grant(userId, 'gold', 3_000);
    await grant(userId, 'bound_gold', 1_000);
    await grant(userId, 'points', 10_000);
    const [gold0, bound0, points0, tokens0] = [3_000, 1_000, 10_000, 0];
    await api.db
      .insertInto('gacha_events')
      .values({
        code: 'concurrency_event',
        name: 'Concurrency',
        starts_at: new Date(Date.now() - 60_000),
        ends_at: new Date(Date.now() + 3_600_000),
        ticket_cost: 1,
      })
      .execute();
    await api.db
      .insertInto('gacha_prizes')
      .values({
        event_code: 'concurrency_event',
        name: '100 Points',
        kind: 'points',
        amount: 100,
        weight: 1,
        stock: null,
        coupon_title: null,
        coupon_game_code: null,
        coupon_valid_days: null,
      })
      .execute();

    const player = asPlayer(api.app, token);
    const amounts = [70, 130, 50, 250, 90, 110, 30, 170];
    const requests: Promise<{ kind: string; amount: number; response: LightMyRequestResponse }>[] = [];
    for (let index = 0; index < 100; index++) {
      const kind = [
        'transfer',
        'transfer',
        'transfer',
        'transfer',
        'convert',
        'draw',
        'totals',
        'transfer',
        'convert',
        'draw',
      ][index % 10] as string;
      const amount = amounts[index % amounts.length] ?? 1;
      const send =
        kind === 'transfer'
          ? player('POST', '/api/private/transfers', {
              gameCode: 'moonlight_saga',
              gameAccountId: 'hero-1',
              amount,
            })
          : kind === 'convert'
            ? player('POST', '/api/private/gacha/tickets', { tickets: 1 })
            : kind === 'draw'
              ? player('POST', '/api/private/gacha/events/concurrency_event/draws', { count: 1 })
              : player('GET', endpointUrl(walletEndpoints.totals));
      requests.push(send.then((response) => ({ kind, amount, response })));
    }
    const results = await Promise.all(requests);

    for (const { kind, response } of results) {
      // Every answer is a success or a clean refusal for want of money; never a 500.
      expect([200, 422]).toContain(status(response));
      if (status(response) === 422) expect(response.json().errors[0].code).toMatch(/^INSUFFICIENT_/);
      const data = response.json().data;
      if (kind === 'totals') {
        const totals = expectSuccess(response, WalletTotalsSchema);
        for (const value of Object.values(totals)) expect(value).toBeGreaterThanOrEqual(0);
      }
      if (status(response) === 200 && kind === 'convert') expect(data.point).toBeGreaterThanOrEqual(0);
      if (status(response) === 200 && kind === 'draw') expect(data.tokenAmount).toBeGreaterThanOrEqual(0);
    }
    const ok = (kind: string) =>
      results.filter((result) => result.kind === kind && status(result.response) === 200);
    const transferred = ok('transfer').reduce((sum, result) => sum + result.amount, 0);
    const conversions = ok('convert').length;
    const draws = ok('draw').length;
    // The requests ask for more than the wallet holds, so both outcomes happen.
    expect(ok('transfer').length).toBeGreaterThan(0);
    expect(results.some((result) => result.kind === 'transfer' && status(result.response) === 422)).toBe(
      true,
    );

    const wallet = await api.db
      .selectFrom('wallets')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(wallet.gold + wallet.bound_gold).toBe(gold0 + bound0 - transferred);
    expect(wallet.points).toBe(points0 - 1000 * conversions + 100 * draws);
    expect(wallet.gacha_tokens).toBe(tokens0 + conversions - draws);
    expect(await findLedgerMismatches(api.db, userId)).toEqual([]);
    // Every transfer row matches the gold its ledger rows took.
    const transfers = await api.db
      .selectFrom('game_transfers')
      .select(['id', 'amount', 'gold_used', 'bound_gold_used'])
      .where('user_id', '=', userId)
      .execute();
    expect(transfers.reduce((sum, row) => sum + row.amount, 0)).toBe(20_000 + transferred);
    const debited = await api.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<string | number>('amount').as('total'))
      .where('user_id', '=', userId)
      .where('reason', '=', 'transfer')
      .executeTakeFirstOrThrow();
    expect(-Number(debited.total)).toBe(20_000 + transferred);
    const negative = await api.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('user_id', '=', userId)
      .where('balance_after', '<', 0)
      .execute();
    expect(negative).toEqual([]);
  });

  it('answers the per-page refresh in one call: totals and unexpired pending top-ups', async () => {
    const { userId, token } = await createTestPlayer(api.db);
    const player = asPlayer(api.app, token);
    await grant(userId, 'gold', 1200);
    await grant(userId, 'gacha_tokens', 4);
    const order = (await player('POST', '/api/private/topup/orders', { packageCode: 'gold_500' })).json()
      .data;
    const refresh = expectSuccess(
      await player('GET', endpointUrl(walletEndpoints.refresh)),
      WalletRefreshSchema,
    );
    expect(refresh.totals).toEqual({
      totalGold: 1200,
      totalBoundGold: 0,
      usableBoundGold: 0,
      point: 0,
      tokenAmount: 4,
    });
    expect(refresh.pendingTopups.map((pending) => [pending.id, pending.status, pending.goldAmount])).toEqual([
      [order.id, 'pending', 500],
    ]);
    expect(refresh.pendingTopups[0]?.expireAt).toBe(order.createdAt + 30 * 60);
    expectFailure(
      await api.app.inject({ method: 'GET', url: endpointUrl(walletEndpoints.refresh) }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('gives the current-user answer its totals and VIP progress', async () => {
    const { userId, token } = await createTestPlayer(api.db);
    await grant(userId, 'gold', 2_500);
    await grant(userId, 'bound_gold', 150);
    await grant(userId, 'points', 75);
    const me = expectSuccess(
      await asPlayer(api.app, token)('GET', endpointUrl(authEndpoints.me)),
      AuthUserSchema,
    );
    expect([me.totalGold, me.totalBoundGold, me.point]).toEqual([2_500, 150, 75]);
    expect(me.vipProgress).toEqual({
      currentLevel: 0,
      eligibleLevel: 0,
      totalExp: 0,
      nextExpNeedForVipUp: 2000,
      currentVIPCycle: null,
    });
  });

  describe('GET /api/webview/gold-logs/expiration-detail', () => {
    const webviewHeaders = (
      userId: number,
      secret = WEBVIEW_SECRET,
      timestamp = Math.floor(Date.now() / 1000),
    ) => ({
      [PRODUCT_CODE_HEADER]: 'ash_echoes',
      [WEBVIEW_USER_ID_HEADER]: String(userId),
      [WEBVIEW_TIMESTAMP_HEADER]: String(timestamp),
      [WEBVIEW_SIGNATURE_HEADER]: signWebviewIdentity(secret, 'ash_echoes', userId, timestamp),
    });
    const get = (headers: Record<string, string>) =>
      api.app.inject({ method: 'GET', url: endpointUrl(walletEndpoints.webviewExpirationDetail), headers });

    it('answers the player the game signed for', async () => {
      const { userId } = await createTestPlayer(api.db);
      await grant(userId, 'gold', 42);
      expect(expectSuccess(await get(webviewHeaders(userId)), GoldExpirationDetailSchema)).toEqual([
        { type: 'gold', amount: 42, expireAt: null },
      ]);
    });

    it('refuses missing, forged, expired and unknown-player identities', async () => {
      const { userId } = await createTestPlayer(api.db);
      expectFailure(await get({}), 401, 'WEBVIEW_IDENTITY_INVALID');
      expectFailure(
        await get(webviewHeaders(userId, 'not-the-games-secret-0123456789')),
        401,
        'WEBVIEW_IDENTITY_INVALID',
      );
      expectFailure(
        await get(webviewHeaders(userId, WEBVIEW_SECRET, Math.floor(Date.now() / 1000) - 7200)),
        401,
        'WEBVIEW_IDENTITY_INVALID',
      );
      expectFailure(
        await get({ ...webviewHeaders(userId), [WEBVIEW_USER_ID_HEADER]: String(userId + 1) }),
        401,
        'WEBVIEW_IDENTITY_INVALID',
      );
      expectFailure(await get(webviewHeaders(999_999)), 401, 'WEBVIEW_IDENTITY_INVALID');
      expectFailure(
        await get({ ...webviewHeaders(userId), [PRODUCT_CODE_HEADER]: 'crazy_ones' }),
        401,
        'WEBVIEW_IDENTITY_INVALID',
      );
    });
  });

  it('gives the demo players a realistic wallet, all through the ledger', async () => {
    const demo = await api.db
      .selectFrom('users')
      .select('id')
      .where('slug', '=', DEMO_PLAYERS[0].slug)
      .executeTakeFirstOrThrow();
    const services = createMoneyServices({ db: api.db, config: money });
    const totals = await services.wallet.totals(demo.id);
    expect(totals.totalGold).toBeGreaterThan(20_000);
    expect(totals.totalBoundGold).toBeGreaterThanOrEqual(10_300);
    expect(totals.usableBoundGold).toBe(totals.totalBoundGold);
    const reasons = await api.db
      .selectFrom('ledger_entries')
      .select('reason')
      .distinct()
      .where('user_id', '=', demo.id)
      .execute();
    expect(reasons.map((row) => row.reason).sort()).toEqual(
      expect.arrayContaining([
        'gacha_draw',
        'gacha_prize',
        'points_conversion',
        'reward',
        'topup',
        'transfer',
      ]),
    );
    const history = await services.topup.history(demo.id, { page: 1, size: 10 });
    expect(history.items.map((order) => order.status)).toEqual(['failed', 'delivered']);
    const transfers = await services.transfers.history(demo.id, { page: 1, size: 10 });
    expect(transfers.items.map((transfer) => transfer.status)).toEqual(['delivered']);
    expect((await services.coupons.list(demo.id)).some((coupon) => coupon.source === 'campaign')).toBe(true);
    expect((await services.gacha.history(demo.id, { page: 1, size: 10 })).total).toBe(3);
    const events = await services.gacha.events();
    expect(events.map((event) => event.code)).toEqual(
      expect.arrayContaining(DEMO_GACHA_EVENTS.map((event) => event.code)),
    );
    await expectLedgerConsistent(api.db);
  });
});
