import {
  CouponListSchema,
  GachaDrawPageSchema,
  GachaDrawResultSchema,
  GachaEventDetailSchema,
  GachaEventListSchema,
  GachaTokenSchema,
  PointsConversionSchema,
  type GachaPrizeKind,
  type GachaRarity,
  type GachaEventDetail,
  type LedgerCurrency,
  couponEndpoints,
  endpointUrl,
  gachaEndpoints,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { databaseTargets } from '../../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../../testing/harness';
import { adjustBalance } from '../wallet/adjustments';
import { createMoneyServices } from '../index';
import { asPlayer, createTestPlayer, expectLedgerConsistent, testMoneyConfig } from '../wallet/testing';
import { pickWeighted } from './picker';
import * as gachaRarity from '../migrations/0022_gacha_rarity';

const money = testMoneyConfig();

describe('weighted pick', () => {
  const items = [
    { name: 'a', weight: 3 },
    { name: 'b', weight: 1 },
    { name: 'c', weight: 6 },
  ];
  it('maps each ticket of [0, total) to the prize whose weight covers it', () => {
    const picked = Array.from({ length: 10 }, (_, ticket) => pickWeighted(items, () => ticket).name);
    expect(picked).toEqual(['a', 'a', 'a', 'b', 'c', 'c', 'c', 'c', 'c', 'c']);
  });
  it('refuses an empty list', () => {
    expect(() => pickWeighted([])).toThrow('Nothing to pick from');
  });
});

interface TestPrize {
  name: string;
  kind: GachaPrizeKind;
  amount: number;
  weight: number;
  stock: number | null;
  rarity?: GachaRarity;
}

async function createEvent(
  db: Kysely<Database>,
  code: string,
  prizes: TestPrize[],
  window: { startsAt?: Date; endsAt?: Date; ticketCost?: number } = {},
) {
  await db
    .insertInto('gacha_events')
    .values({
      code,
      name: code,
      starts_at: window.startsAt ?? new Date(Date.now() - 60_000),
      ends_at: window.endsAt ?? new Date(Date.now() + 86_400_000),
      ticket_cost: window.ticketCost ?? 1,
    })
    .execute();
  await db
    .insertInto('gacha_prizes')
    .values(
      prizes.map((prize) => ({
        event_code: code,
        ...prize,
        coupon_title: prize.kind === 'coupon' ? `${prize.name} coupon` : null,
        coupon_game_code: prize.kind === 'coupon' ? 'ash_echoes' : null,
        coupon_valid_days: prize.kind === 'coupon' ? 30 : null,
      })),
    )
    .execute();
}

describe.each(databaseTargets)('gacha and coupons on $name', (target) => {
  const api = useTestApi(target, { seed: false, config: { money } });
  const services = () => createMoneyServices({ db: api.db, config: money });
  const grant = (userId: number, currency: LedgerCurrency, amount: number) =>
    adjustBalance(api.db, money, () => new Date(), { userId, currency, amount, memo: 'test setup' });

  it('over 10,000 draws: no prize beyond its stock, frequencies within 4 standard deviations of the weights', async () => {
    await createEvent(api.db, 'ten_thousand', [
      { name: 'Points', kind: 'points', amount: 10, weight: 50, stock: null },
      { name: 'Gold', kind: 'gold', amount: 1, weight: 30, stock: null },
      { name: 'Ticket', kind: 'gacha_tokens', amount: 1, weight: 15, stock: null },
      { name: 'Jackpot', kind: 'gold', amount: 1000, weight: 5, stock: 50 },
    ]);
    const { userId } = await createTestPlayer(api.db, 'gacha');
    await grant(userId, 'gacha_tokens', 10_000);
    const gacha = services().gacha;
    const counts = new Map<string, number>();
    let draws = 0;
    // Batches of 100 (the API allows 10 per request; the service's pick-and-stock loop is the same)
    // keep this to seconds. Tickets won are drawn too, until the tokens run out.
    let tokens = 10_000;
    while (tokens > 0) {
      const result = await gacha.draw(userId, 'ten_thousand', Math.min(100, tokens));
      for (const draw of result.draws) counts.set(draw.prizeName, (counts.get(draw.prizeName) ?? 0) + 1);
      draws += result.draws.length;
      tokens = result.tokenAmount;
    }
    expect(draws).toBeGreaterThanOrEqual(10_000);
    expect(counts.get('Jackpot')).toBe(50);
    const prizes = await api.db
      .selectFrom('gacha_prizes')
      .select(['name', 'awarded', 'stock'])
      .where('event_code', '=', 'ten_thousand')
      .execute();
    for (const prize of prizes) {
      if (prize.stock !== null) expect(prize.awarded).toBeLessThanOrEqual(prize.stock);
      expect(prize.awarded).toBe(counts.get(prize.name) ?? 0);
    }
    // Besides the jackpot, the other prizes keep their 50:30:15 proportions throughout.
    const others = draws - 50;
    for (const [name, weight] of [
      ['Points', 50],
      ['Gold', 30],
      ['Ticket', 15],
    ] as const) {
      const p = weight / 95;
      const deviation = Math.sqrt(others * p * (1 - p));
      expect(Math.abs((counts.get(name) ?? 0) - others * p)).toBeLessThan(4 * deviation);
    }
    const wallet = await api.db
      .selectFrom('wallets')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(wallet.points).toBe(10 * (counts.get('Points') ?? 0));
    expect(wallet.gold).toBe((counts.get('Gold') ?? 0) + 1000 * 50);
    expect(wallet.gacha_tokens).toBe(0);
    await expectLedgerConsistent(api.db, userId);
  });

  it('never exceeds stock under concurrency: 30 players race for 10 prizes', async () => {
    await createEvent(api.db, 'scarce', [{ name: 'Rare', kind: 'gold', amount: 500, weight: 1, stock: 10 }]);
    const players = await Promise.all(Array.from({ length: 30 }, () => createTestPlayer(api.db, 'racer')));
    for (const { userId } of players) await grant(userId, 'gacha_tokens', 1);
    const responses = await Promise.all(
      players.map(({ token }) =>
        asPlayer(api.app, token)('POST', endpointUrl(gachaEndpoints.draw, { eventCode: 'scarce' }), {
          count: 1,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) {
      expectFailure(response, 409, 'GACHA_SOLD_OUT');
    }
    const rare = await api.db
      .selectFrom('gacha_prizes')
      .select('awarded')
      .where('event_code', '=', 'scarce')
      .executeTakeFirstOrThrow();
    expect(rare.awarded).toBe(10);
    const drawn = await api.db
      .selectFrom('gacha_draws')
      .select('id')
      .where('event_code', '=', 'scarce')
      .execute();
    expect(drawn).toHaveLength(10);
    await expectLedgerConsistent(api.db);
  });

  it('one player racing five 10-draws with 25 Gacha Points: two go through, nothing overspent, stock counts match', async () => {
    await createEvent(api.db, 'own_race', [
      { name: 'Points', kind: 'points', amount: 1, weight: 3, stock: null },
      { name: 'Gold', kind: 'gold', amount: 1, weight: 1, stock: 15 },
    ]);
    const { userId, token } = await createTestPlayer(api.db, 'own-racer');
    await grant(userId, 'gacha_tokens', 25);
    const player = asPlayer(api.app, token);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        player('POST', endpointUrl(gachaEndpoints.draw, { eventCode: 'own_race' }), { count: 10 }),
      ),
    );
    const done = responses.filter((response) => response.statusCode === 200);
    expect(done).toHaveLength(2);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) {
      expectFailure(response, 422, 'INSUFFICIENT_GACHA_TOKENS');
    }
    const draws = await api.db
      .selectFrom('gacha_draws')
      .select(['prize_id'])
      .where('event_code', '=', 'own_race')
      .execute();
    expect(draws).toHaveLength(20);
    const prizes = await api.db
      .selectFrom('gacha_prizes')
      .select(['id', 'awarded'])
      .where('event_code', '=', 'own_race')
      .execute();
    for (const prize of prizes) {
      expect(prize.awarded).toBe(draws.filter((draw) => draw.prize_id === prize.id).length);
    }
    expect((await services().gacha.token(userId)).tokenAmount).toBe(5);
    await expectLedgerConsistent(api.db, userId);
  });

  it('draws through the API: tokens spent, prizes credited (bound gold lot, coupon in My Coupons), history kept', async () => {
    await createEvent(
      api.db,
      'mixed',
      [
        { name: 'Bound', kind: 'bound_gold', amount: 250, weight: 1, stock: null },
        { name: 'Pack', kind: 'coupon', amount: 1, weight: 1, stock: null },
      ],
      { ticketCost: 2 },
    );
    const { userId, token } = await createTestPlayer(api.db);
    const player = asPlayer(api.app, token);
    await grant(userId, 'gacha_tokens', 21);
    const result = expectSuccess(
      await player('POST', endpointUrl(gachaEndpoints.draw, { eventCode: 'mixed' }), { count: 10 }),
      GachaDrawResultSchema,
    );
    expect(result.tokenAmount).toBe(1);
    expect(result.draws).toHaveLength(10);
    const bound = result.draws.filter((draw) => draw.kind === 'bound_gold').length;
    const coupons = result.draws.filter((draw) => draw.kind === 'coupon');
    expect(bound + coupons.length).toBe(10);
    expect((await services().wallet.totals(userId)).totalBoundGold).toBe(250 * bound);

    const mine = expectSuccess(await player('GET', endpointUrl(couponEndpoints.list)), CouponListSchema);
    expect(mine.map((coupon) => coupon.code).sort()).toEqual(coupons.map((draw) => draw.couponCode).sort());
    for (const coupon of mine) {
      expect(coupon).toMatchObject({
        source: 'gacha',
        status: 'available',
        gameCode: 'ash_echoes',
        title: 'Pack coupon',
      });
      expect(coupon.code).toMatch(/^PP-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect((coupon.expireAt ?? 0) - coupon.createdAt).toBe(30 * 86_400);
    }
    const history = expectSuccess(
      await player('GET', `${endpointUrl(gachaEndpoints.history)}?size=20`),
      GachaDrawPageSchema,
    );
    expect(history.total).toBe(10);
    expect(expectSuccess(await player('GET', endpointUrl(gachaEndpoints.token)), GachaTokenSchema)).toEqual({
      tokenAmount: 1,
    });
    expectFailure(
      await player('POST', endpointUrl(gachaEndpoints.draw, { eventCode: 'mixed' }), { count: 1 }),
      422,
      'INSUFFICIENT_GACHA_TOKENS',
    );
    expectFailure(
      await player('POST', endpointUrl(gachaEndpoints.draw, { eventCode: 'mixed' }), { count: 11 }),
      400,
      'VALIDATION_ERROR',
    );
    await expectLedgerConsistent(api.db, userId);
  });

  it('lists open and coming events with their prizes and remaining stock; refuses draws outside the event', async () => {
    const day = 86_400_000;
    await createEvent(
      api.db,
      'coming_soon',
      [{ name: 'Gold', kind: 'gold', amount: 5, weight: 1, stock: 3 }],
      {
        startsAt: new Date(Date.now() + day),
        endsAt: new Date(Date.now() + 2 * day),
      },
    );
    await createEvent(
      api.db,
      'long_gone',
      [{ name: 'Gold', kind: 'gold', amount: 5, weight: 1, stock: null }],
      {
        startsAt: new Date(Date.now() - 2 * day),
        endsAt: new Date(Date.now() - day),
      },
    );
    const list = expectSuccess(
      await api.app.inject({ method: 'GET', url: endpointUrl(gachaEndpoints.events) }),
      GachaEventListSchema,
    );
    expect(list.find((event) => event.code === 'coming_soon')?.isOpen).toBe(false);
    expect(list.some((event) => event.code === 'long_gone')).toBe(false);
    const detail = expectSuccess(
      await api.app.inject({
        method: 'GET',
        url: endpointUrl(gachaEndpoints.event, { eventCode: 'coming_soon' }),
      }),
      GachaEventDetailSchema,
    );
    expect(detail.prizes).toEqual([
      expect.objectContaining({ name: 'Gold', stock: 3, remaining: 3, weight: 1 }),
    ]);

    const { userId, token } = await createTestPlayer(api.db);
    await grant(userId, 'gacha_tokens', 5);
    const player = asPlayer(api.app, token);
    expectFailure(
      await player('POST', endpointUrl(gachaEndpoints.draw, { eventCode: 'coming_soon' }), {}),
      409,
      'GACHA_EVENT_CLOSED',
    );
    expectFailure(
      await player('POST', endpointUrl(gachaEndpoints.draw, { eventCode: 'long_gone' }), {}),
      409,
      'GACHA_EVENT_CLOSED',
    );
    expectFailure(
      await player('POST', endpointUrl(gachaEndpoints.draw, { eventCode: 'no_such_event' }), {}),
      404,
      'GACHA_EVENT_NOT_FOUND',
    );
  });

  it("answers each event's name in the other languages, and none where the stored value breaks the contract", async () => {
    const prize: TestPrize = { name: 'Gold', kind: 'gold', amount: 5, weight: 1, stock: null };
    await createEvent(api.db, 'named_event', [prize]);
    await createEvent(api.db, 'broken_names', [prize]);
    const store = (code: string, translations: string) =>
      api.db.updateTable('gacha_events').set({ translations }).where('code', '=', code).execute();
    await store('named_event', JSON.stringify({ th: { name: 'กาชาทดสอบ' }, vn: { name: 'Gacha thử' } }));
    await store('broken_names', JSON.stringify({ fr: { name: 'Gacha essai' } }));

    const list = expectSuccess(
      await api.app.inject({ method: 'GET', url: endpointUrl(gachaEndpoints.events) }),
      GachaEventListSchema,
    );
    const named = list.find((event) => event.code === 'named_event');
    expect(named?.translations).toEqual({ th: { name: 'กาชาทดสอบ' }, vn: { name: 'Gacha thử' } });
    expect(list.find((event) => event.code === 'broken_names')?.translations).toBeUndefined();
    const detail = expectSuccess(
      await api.app.inject({
        method: 'GET',
        url: endpointUrl(gachaEndpoints.event, { eventCode: 'named_event' }),
      }),
      GachaEventDetailSchema,
    );
    expect(detail.translations?.th?.name).toBe('กาชาทดสอบ');
  });

  it('publishes the odds it draws with: exact integer weights, rarity kept on the draw, a sold-out prize at 0', async () => {
    await createEvent(api.db, 'published_odds', [
      { name: 'Common', kind: 'points', amount: 10, weight: 6, stock: null, rarity: 'common' },
      { name: 'Rare', kind: 'gold', amount: 5, weight: 3, stock: null, rarity: 'rare' },
      { name: 'Legend', kind: 'gold', amount: 500, weight: 1, stock: 1, rarity: 'legendary' },
    ]);
    const published = async () =>
      expectSuccess(
        await api.app.inject({
          method: 'GET',
          url: endpointUrl(gachaEndpoints.event, { eventCode: 'published_odds' }),
        }),
        GachaEventDetailSchema,
      );
    // The prize a ticket of [0, drawTotal) wins by the published weights, in the published order.
    const winnerOf = (detail: GachaEventDetail, ticket: number) => {
      let left = ticket;
      for (const prize of detail.prizes) {
        if (left < prize.drawWeight) return prize;
        left -= prize.drawWeight;
      }
      throw new Error(`ticket ${ticket} is outside the published odds`);
    };
    const { userId } = await createTestPlayer(api.db);
    await grant(userId, 'gacha_tokens', 20);
    const drawWith = async (ticket: number) => {
      const asked: number[] = [];
      const gacha = createMoneyServices({
        db: api.db,
        config: money,
        random: (max) => {
          asked.push(max);
          return ticket;
        },
      }).gacha;
      const [draw] = (await gacha.draw(userId, 'published_odds', 1)).draws;
      return { draw, asked };
    };

    const before = await published();
    expect(before.drawTotal).toBe(10);
    expect(before.prizes.map((prize) => [prize.name, prize.rarity, prize.drawWeight])).toEqual([
      ['Common', 'common', 6],
      ['Rare', 'rare', 3],
      ['Legend', 'legendary', 1],
    ]);
    for (let ticket = 0; ticket < before.drawTotal; ticket++) {
      const { draw, asked } = await drawWith(ticket);
      const expected = winnerOf(before, ticket);
      expect(asked).toEqual([before.drawTotal]);
      expect(draw).toMatchObject({ prizeId: expected.id, rarity: expected.rarity });
    }

    // The only Legend is gone: the published odds and the draw both leave it out.
    const after = await published();
    expect(after.drawTotal).toBe(9);
    expect(after.prizes.map((prize) => [prize.name, prize.drawWeight, prize.remaining])).toEqual([
      ['Common', 6, null],
      ['Rare', 3, null],
      ['Legend', 0, 0],
    ]);
    const { draw, asked } = await drawWith(8);
    expect(asked).toEqual([9]);
    expect(draw?.prizeId).toBe(winnerOf(after, 8).id);

    const history = await services().gacha.history(userId, { page: 1, size: 20 });
    expect(history.total).toBe(11);
    expect(history.items.filter((item) => item.rarity === 'legendary')).toHaveLength(1);
  });

  it('converts points to tickets at 1000 points per ticket', async () => {
    const { userId, token } = await createTestPlayer(api.db);
    const player = asPlayer(api.app, token);
    await grant(userId, 'points', 2_500);
    expect(
      expectSuccess(
        await player('POST', endpointUrl(gachaEndpoints.convertPoints), { tickets: 2 }),
        PointsConversionSchema,
      ),
    ).toEqual({
      tickets: 2,
      pointsSpent: 2000,
      point: 500,
      tokenAmount: 2,
    });
    expectFailure(
      await player('POST', endpointUrl(gachaEndpoints.convertPoints), { tickets: 1 }),
      422,
      'INSUFFICIENT_POINTS',
    );
    await expectLedgerConsistent(api.db, userId);
  });

  it('shows a coupon past its expiry as expired, and filters My Coupons by status', async () => {
    const { userId, token } = await createTestPlayer(api.db);
    const at = new Date();
    await api.db
      .insertInto('coupons')
      .values([
        {
          user_id: userId,
          code: 'PP-OLD0-0000-0001',
          title: 'Old',
          game_code: null,
          source: 'reward',
          source_reference: 'test',
          expire_at: new Date(at.getTime() - 1000),
          used_at: null,
          created_at: new Date(at.getTime() - 5000),
        },
        {
          user_id: userId,
          code: 'PP-NEW0-0000-0002',
          title: 'New',
          game_code: null,
          source: 'admin',
          source_reference: 'test',
          expire_at: null,
          used_at: null,
          created_at: at,
        },
      ])
      .execute();
    const player = asPlayer(api.app, token);
    const all = expectSuccess(await player('GET', endpointUrl(couponEndpoints.list)), CouponListSchema);
    expect(all.map((coupon) => [coupon.code, coupon.status])).toEqual([
      ['PP-NEW0-0000-0002', 'available'],
      ['PP-OLD0-0000-0001', 'expired'],
    ]);
    const expired = expectSuccess(
      await player('GET', `${endpointUrl(couponEndpoints.list)}?status=expired`),
      CouponListSchema,
    );
    expect(expired.map((coupon) => coupon.code)).toEqual(['PP-OLD0-0000-0001']);
  });
  // Last in this suite: it recomputes the rarity of every prize already in the database.
  it('migration 0022 gives prizes that existed before it the rarity their share of the event implies', async () => {
    await gachaRarity.down(api.db as unknown as Kysely<unknown>);
    await createEvent(api.db, 'before_rarity', [
      { name: 'Plenty', kind: 'points', amount: 1, weight: 70, stock: null },
      { name: 'Fair', kind: 'points', amount: 1, weight: 20, stock: null },
      { name: 'Scarce', kind: 'points', amount: 1, weight: 6, stock: null },
      { name: 'Jackpot', kind: 'gold', amount: 1, weight: 4, stock: 1 },
    ]);
    await gachaRarity.up(api.db as unknown as Kysely<unknown>);
    const detail = await services().gacha.event('before_rarity');
    expect(detail.prizes.map((prize) => [prize.name, prize.rarity])).toEqual([
      ['Plenty', 'common'],
      ['Fair', 'rare'],
      ['Scarce', 'epic'],
      ['Jackpot', 'legendary'],
    ]);
  });
});
