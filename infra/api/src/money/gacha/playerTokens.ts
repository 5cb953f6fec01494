import {
  pointsForTickets,
  type GachaDraw,
  type Page,
  type PageQuery,
  type PointsConversion,
} from '@portal/contracts';
import { inTransaction } from '../../db/transaction';
import { newPublicId } from '../../lib/ids';
import { unixSeconds } from '../../lib/time';
import { withWallet } from '../wallet/session';
import { readWalletTotals } from '../wallet/totals';
import type { GachaDeps } from './service';

/** A player's side of the gacha outside a draw: past draws, tokens held, points turned into tokens. */
export function createPlayerTokens({ db, config, clock }: GachaDeps) {
  return {
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
