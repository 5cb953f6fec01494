import { errorCodes, type GachaDraw, type GachaDrawResult } from '@portal/contracts';
import { inTransaction } from '../../db/transaction';
import { ApiHttpError } from '../../http/errors';
import { unixSeconds } from '../../lib/time';
import { issueCoupon, newCouponCode } from '../coupons/service';
import { InsufficientBalanceError } from '../ledger/ledger';
import { withWallet } from '../wallet/session';
import { eventNotFound, findEvent, isOpen, type PrizeRow } from './eventRows';
import { isInStock } from './odds';
import { pickWeighted } from './picker';
import type { GachaDeps } from './service';

/** A player draws prizes with gacha tokens. */
export function createGachaDrawing({ db, config, clock, random }: GachaDeps) {
  return {
    /**
     * `count` draws in one transaction: the tokens are spent, each prize is picked by weight among the
     * prizes still in stock (the event's prize rows are locked, so stock is never exceeded), the draws
     * are recorded and every prize is credited, each through the ledger. All or nothing.
     */
    async draw(userId: number, code: string, count: number): Promise<GachaDrawResult> {
      const event = await findEvent(db, code);
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
  };
}
