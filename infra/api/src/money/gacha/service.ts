import {
  errorCodes,
  pointsForTickets,
  type GachaDraw,
  type GachaDrawResult,
  type GachaEventDetail,
  type GachaEventSummary,
  type Page,
  type PageQuery,
  type PointsConversion,
} from '@portal/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import { issueCoupon, newCouponCode } from '../coupons/service';
import { ApiHttpError } from '../../http/errors';
import { InsufficientBalanceError } from '../ledger/ledger';
import { inTransaction } from '../../db/transaction';
import type { MoneyConfig } from '../wallet/config';
import { newPublicId } from '../../lib/ids';
import { unixSeconds } from '../../lib/time';
import { withWallet } from '../wallet/session';
import { readWalletTotals } from '../wallet/totals';
import { drawTotalOf, drawWeightOf, isInStock } from './odds';
import { pickWeighted } from './picker';
import type { GachaEventsTable, GachaPrizesTable } from './tables';

type EventRow = Selectable<GachaEventsTable>;
type PrizeRow = Selectable<GachaPrizesTable>;

export interface GachaDeps {
  db: Kysely<Database>;
  config: MoneyConfig;
  clock: () => Date;
  /** Uniform integer in [0, max): crypto.randomInt unless a test replaces it. */
  random?: (max: number) => number;
}

const isOpen = (event: EventRow, at: Date) =>
  event.starts_at.getTime() <= at.getTime() && at.getTime() < event.ends_at.getTime();

const toSummary = (event: EventRow, at: Date): GachaEventSummary => ({
  code: event.code,
  name: event.name,
  startAt: unixSeconds(event.starts_at),
  endAt: unixSeconds(event.ends_at),
  ticketCost: event.ticket_cost,
  isOpen: isOpen(event, at),
});

const toPrize = (prize: PrizeRow) => ({
  id: prize.id,
  name: prize.name,
  kind: prize.kind,
  rarity: prize.rarity,
  amount: prize.amount,
  weight: prize.weight,
  drawWeight: drawWeightOf(prize),
  stock: prize.stock,
  remaining: prize.stock === null ? null : prize.stock - prize.awarded,
});

const eventNotFound = () =>
  new ApiHttpError(404, errorCodes.gachaEventNotFound, 'This gacha event does not exist.');

export function createGachaService({ db, config, clock, random }: GachaDeps) {
  const findEvent = (code: string) =>
    db.selectFrom('gacha_events').selectAll().where('code', '=', code).executeTakeFirst();

  return {
    /** Open and upcoming events, soonest first. */
    async events(): Promise<GachaEventSummary[]> {
      const at = clock();
      const rows = await db
        .selectFrom('gacha_events')
        .selectAll()
        .where('ends_at', '>', at)
        .orderBy('starts_at')
        .orderBy('code')
        .execute();
      return rows.map((row) => toSummary(row, at));
    },

    async event(code: string): Promise<GachaEventDetail> {
      const event = await findEvent(code);
      if (!event) throw eventNotFound();
      const prizes = await db
        .selectFrom('gacha_prizes')
        .selectAll()
        .where('event_code', '=', code)
        .orderBy('id')
        .execute();
      return { ...toSummary(event, clock()), drawTotal: drawTotalOf(prizes), prizes: prizes.map(toPrize) };
    },

    /**
     * `count` draws in one transaction: the tokens are spent, each prize is picked by weight among the
     * prizes still in stock (the event's prize rows are locked, so stock is never exceeded), the draws
     * are recorded and every prize is credited, each through the ledger. All or nothing.
     */
    async draw(userId: number, code: string, count: number): Promise<GachaDrawResult> {
      const event = await findEvent(code);
      if (!event) throw eventNotFound();
      const at = clock();
      if (!isOpen(event, at))
        throw new ApiHttpError(409, errorCodes.gachaEventClosed, 'This gacha event is not open.');
      return inTransaction(db, (trx) =>
        withWallet(trx, userId, at, config.vip, async ({ ledger }) => {
          if (ledger.balances.gacha_tokens < event.ticket_cost * count)
            throw new InsufficientBalanceError('gacha_tokens');
          const prizes = await trx
            .selectFrom('gacha_prizes')
            .selectAll()
            .where('event_code', '=', code)
            .orderBy('id')
            .forUpdate()
            .execute();
          // The same rows, order and weights the event page publishes; stock counts as prizes go.
          const table = prizes.map((prize) => ({ ...prize }));
          const picks: PrizeRow[] = [];
          for (let index = 0; index < count; index++) {
            const inStock = table.filter(isInStock);
            if (inStock.length === 0) {
              throw new ApiHttpError(409, errorCodes.gachaSoldOut, 'Every prize of this event is gone.');
            }
            const prize = pickWeighted(inStock, random);
            prize.awarded += 1;
            picks.push(prize);
          }
          const couponCodes = picks.map((prize) => (prize.kind === 'coupon' ? newCouponCode() : null));
          const inserted = await trx
            .insertInto('gacha_draws')
            .values(
              picks.map((prize, index) => ({
                event_code: code,
                user_id: userId,
                prize_id: prize.id,
                tokens_spent: event.ticket_cost,
                coupon_code: couponCodes[index] ?? null,
                created_at: at,
              })),
            )
            .returning(['id', 'prize_id'])
            .execute();
          const draws: GachaDraw[] = [];
          for (const [index, row] of inserted.entries()) {
            const prize = picks[index];
            if (!prize || prize.id !== row.prize_id) throw new Error('Draw rows came back out of order');
            const reference = `gacha_draw:${row.id}`;
            ledger.post({
              currency: 'gacha_tokens',
              amount: -event.ticket_cost,
              reason: 'gacha_draw',
              reference,
            });
            const credit = { reason: 'gacha_prize' as const, reference, memo: prize.name };
            if (prize.kind === 'bound_gold') await ledger.creditBoundGold(prize.amount, credit);
            else if (prize.kind === 'coupon') {
              await issueCoupon(
                trx,
                {
                  userId,
                  title: prize.coupon_title ?? prize.name,
                  gameCode: prize.coupon_game_code,
                  source: 'gacha',
                  sourceReference: reference,
                  validDays: prize.coupon_valid_days,
                  code: couponCodes[index] ?? undefined,
                },
                at,
              );
            } else ledger.post({ ...credit, currency: prize.kind, amount: prize.amount });
            draws.push({
              id: row.id,
              eventCode: code,
              prizeId: prize.id,
              prizeName: prize.name,
              kind: prize.kind,
              rarity: prize.rarity,
              amount: prize.amount,
              couponCode: couponCodes[index] ?? null,
              tokensSpent: event.ticket_cost,
              createdAt: unixSeconds(at),
            });
          }
          for (const [index, prize] of table.entries()) {
            if (prize.awarded !== prizes[index]?.awarded) {
              await trx
                .updateTable('gacha_prizes')
                .set({ awarded: prize.awarded })
                .where('id', '=', prize.id)
                .execute();
            }
          }
          return { draws, tokenAmount: ledger.balances.gacha_tokens };
        }),
      );
    },

    async history(userId: number, query: PageQuery): Promise<Page<GachaDraw>> {
      const base = db.selectFrom('gacha_draws').where('gacha_draws.user_id', '=', userId);
      const [rows, count] = await Promise.all([
        base
          .innerJoin('gacha_prizes', 'gacha_prizes.id', 'gacha_draws.prize_id')
          .select([
            'gacha_draws.id',
            'gacha_draws.event_code',
            'gacha_draws.prize_id',
            'gacha_draws.tokens_spent',
            'gacha_draws.coupon_code',
            'gacha_draws.created_at',
            'gacha_prizes.name',
            'gacha_prizes.kind',
            'gacha_prizes.rarity',
            'gacha_prizes.amount',
          ])
          .orderBy('gacha_draws.id', 'desc')
          .limit(query.size)
          .offset((query.page - 1) * query.size)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          eventCode: row.event_code,
          prizeId: row.prize_id,
          prizeName: row.name,
          kind: row.kind,
          rarity: row.rarity,
          amount: row.amount,
          couponCode: row.coupon_code,
          tokensSpent: row.tokens_spent,
          createdAt: unixSeconds(row.created_at),
        })),
        page: query.page,
        size: query.size,
        total: Number(count.total),
      };
    },

    async token(userId: number): Promise<{ tokenAmount: number }> {
      return { tokenAmount: (await readWalletTotals(db, userId, clock())).tokenAmount };
    },

    /** Points → gacha tickets at 1000 points each: both ledger rows in one transaction. */
    async convertPoints(userId: number, tickets: number): Promise<PointsConversion> {
      const at = clock();
      const reference = `points_conversion:${newPublicId('cv')}`;
      const pointsSpent = pointsForTickets(tickets);
      return inTransaction(db, (trx) =>
        withWallet(trx, userId, at, config.vip, async ({ ledger }) => {
          ledger.post({ currency: 'points', amount: -pointsSpent, reason: 'points_conversion', reference });
          ledger.post({ currency: 'gacha_tokens', amount: tickets, reason: 'points_conversion', reference });
          return {
            tickets,
            pointsSpent,
            point: ledger.balances.points,
            tokenAmount: ledger.balances.gacha_tokens,
          };
        }),
      );
    },
  };
}
export type GachaService = ReturnType<typeof createGachaService>;
