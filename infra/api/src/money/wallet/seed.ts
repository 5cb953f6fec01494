import type { GachaEventTranslations, GachaPrizeKind, GachaRarity } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { issueCoupon } from '../coupons/service';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { DEMO_PLAYERS } from '../../auth';
import { adjustBalance } from './adjustments';
import { loadMoneyConfig } from './config';
import { newPublicId } from '../../lib/ids';
import { createMoneyServices } from '../index';

const DAY = 86_400_000;

interface DemoPrize {
  name: string;
  kind: GachaPrizeKind;
  rarity: GachaRarity;
  amount: number;
  weight: number;
  stock: number | null;
  coupon?: { title: string; gameCode: string; validDays: number };
}

/** Demo gacha events, dated relative to when the seed runs: one open, one coming next week. */
export const DEMO_GACHA_EVENTS: {
  code: string;
  name: string;
  translations: GachaEventTranslations;
  startsInDays: number;
  lastsDays: number;
  ticketCost: number;
  prizes: DemoPrize[];
}[] = [
  {
    code: 'launch_celebration',
    name: 'Launch Celebration Gacha',
    translations: {
      vn: { name: 'Gacha Mừng Ra Mắt' },
      th: { name: 'กาชาฉลองเปิดตัว' },
      id: { name: 'Gacha Perayaan Peluncuran' },
    },
    startsInDays: -14,
    lastsDays: 74,
    ticketCost: 1,
    prizes: [
      { name: '300 Points', kind: 'points', rarity: 'common', amount: 300, weight: 35, stock: null },
      { name: '100 Gold', kind: 'gold', rarity: 'common', amount: 100, weight: 30, stock: null },
      { name: '500 Bound Gold', kind: 'bound_gold', rarity: 'rare', amount: 500, weight: 20, stock: null },
      {
        name: 'Ash Echoes Starter Coupon',
        kind: 'coupon',
        rarity: 'epic',
        amount: 1,
        weight: 10,
        stock: 500,
        coupon: { title: 'Ash Echoes Starter Pack', gameCode: 'ash_echoes', validDays: 30 },
      },
      { name: '5,000 Gold Jackpot', kind: 'gold', rarity: 'legendary', amount: 5000, weight: 5, stock: 10 },
    ],
  },
  {
    code: 'moonlight_anniversary',
    name: 'Moonlight Saga Anniversary Gacha',
    translations: {
      vn: { name: 'Gacha Kỷ Niệm Moonlight Saga' },
      th: { name: 'กาชาครบรอบ Moonlight Saga' },
      id: { name: 'Gacha Ulang Tahun Moonlight Saga' },
    },
    startsInDays: 7,
    lastsDays: 30,
    ticketCost: 2,
    prizes: [
      { name: '1,000 Points', kind: 'points', rarity: 'common', amount: 1000, weight: 60, stock: null },
      { name: '2 Gacha Tickets', kind: 'gacha_tokens', rarity: 'rare', amount: 2, weight: 30, stock: null },
      { name: '10,000 Gold', kind: 'gold', rarity: 'legendary', amount: 10_000, weight: 10, stock: 3 },
    ],
  },
];

async function seedGachaEvents(db: Kysely<Database>, now: Date): Promise<number> {
  let added = 0;
  for (const event of DEMO_GACHA_EVENTS) {
    const startsAt = new Date(now.getTime() + event.startsInDays * DAY);
    const created = await db
      .insertInto('gacha_events')
      .values({
        code: event.code,
        name: event.name,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + event.lastsDays * DAY),
        ticket_cost: event.ticketCost,
        translations: JSON.stringify(event.translations),
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    if (!created) {
      // A demo event seeded before events had translations gets the demo's, once.
      await db
        .updateTable('gacha_events')
        .set({ translations: JSON.stringify(event.translations) })
        .where('code', '=', event.code)
        .where('translations', '=', '{}')
        .execute();
      continue;
    }
    added++;
    await db
      .insertInto('gacha_prizes')
      .values(
        event.prizes.map((prize) => ({
          event_code: event.code,
          name: prize.name,
          kind: prize.kind,
          rarity: prize.rarity,
          amount: prize.amount,
          weight: prize.weight,
          stock: prize.stock,
          coupon_title: prize.coupon?.title ?? null,
          coupon_game_code: prize.coupon?.gameCode ?? null,
          coupon_valid_days: prize.coupon?.validDays ?? null,
        })),
      )
      .execute();
  }
  return added;
}

/** A paid and delivered top-up at `at`, through the order and the payment notification as in real life. */
async function paidTopup(
  db: Kysely<Database>,
  userId: number,
  packageCode: string,
  at: Date,
  outcome: 'pay' | 'fail',
) {
  const money = createMoneyServices({ db, config: loadMoneyConfig({}, false), clock: () => at });
  const order = await money.topup.createOrder(userId, packageCode);
  await money.topup.applyPaymentEvent('sandbox', {
    eventId: newPublicId('evt'),
    type: outcome === 'pay' ? 'payment.succeeded' : 'payment.failed',
    orderId: order.id,
    amountCents: order.priceCents,
    currency: 'USD',
    payload: '{"demo":true}',
  });
}

/**
 * DemoPlayer: a delivered $500 top-up (gold and bonus bound gold), a failed one, reward bound gold
 * from last year (expires at the end of this year), a delivered transfer that made them VIP Silver,
 * points converted to tickets, three gacha draws, and a campaign coupon. Rival: a $10 top-up and points.
 */
async function seedDemoWallet(db: Kysely<Database>, userId: number, slug: string, now: Date): Promise<void> {
  const config = loadMoneyConfig({}, false);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const reward = (
    currency: 'bound_gold' | 'points' | 'gacha_tokens',
    amount: number,
    memo: string,
    daysAgo: number,
  ) =>
    adjustBalance(db, config, () => at(daysAgo), {
      userId,
      currency,
      amount,
      memo,
      reason: 'reward',
      receivedAt: at(daysAgo),
    });

  if (slug !== 'demo') {
    await paidTopup(db, userId, 'gold_1000', at(10), 'pay');
    await reward('points', 1200, 'Daily quests', 3);
    return;
  }
  await reward('bound_gold', 300, 'Last year’s anniversary login reward', 365);
  await paidTopup(db, userId, 'gold_50000', at(40), 'pay');
  await paidTopup(db, userId, 'gold_1000', at(35), 'fail');

  const thirtyDaysAgo = () => at(30);
  const transferring = createMoneyServices({ db, config, clock: thirtyDaysAgo });
  await transferring.transfers.create(userId, {
    gameCode: 'moonlight_saga',
    gameAccountId: 'DemoHero-1024',
    amount: 22_000,
  });
  await transferring.worker.drain();

  await reward('points', 2500, 'Quest rewards', 7);
  const today = createMoneyServices({ db, config, clock: () => at(1) });
  await today.gacha.convertPoints(userId, 2);
  await reward('gacha_tokens', 8, 'Launch week gift', 1);
  await today.gacha.draw(userId, 'launch_celebration', 3);
  await inTransaction(db, (trx) =>
    issueCoupon(
      trx,
      {
        userId,
        title: 'Ash Echoes Pre-registration Pack',
        gameCode: 'ash_echoes',
        source: 'campaign',
        sourceReference: 'campaign:ash_echoes_pre_register',
        validDays: 60,
      },
      at(20),
    ),
  );
  // The demo has already seen its upgrade popup: the shell's pages open without it.
  await db
    .updateTable('users')
    .set({ vip_up_level: 0, vip_eligible_level: 0 })
    .where('id', '=', userId)
    .execute();
}

/**
 * Demo gacha events and the demo players' wallets, everything through the ledger (idempotent: a
 * player who already has a ledger entry is left alone). Returns how many events and wallets it added.
 */
export async function seedDemoMoney(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  let written = await seedGachaEvents(db, now);
  for (const player of DEMO_PLAYERS) {
    const user = await db.selectFrom('users').select('id').where('slug', '=', player.slug).executeTakeFirst();
    if (!user) continue;
    const hasMoney = await db
      .selectFrom('ledger_entries')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (hasMoney) continue;
    await seedDemoWallet(db, user.id, player.slug, now);
    written++;
  }
  return written;
}
