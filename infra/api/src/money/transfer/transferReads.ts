import { errorCodes, type Page, type PageQuery, type Transfer } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { ApiHttpError } from '../../http/errors';
import { toTransfer } from './transferRow';

const transferNotFound = () =>
  new ApiHttpError(404, errorCodes.transferNotFound, 'This transfer does not exist.');

/** A player's transfers: one by id, and the history. */
export function createTransferReads(db: Kysely<Database>) {
  const attemptsOf = async (transferId: string) =>
    (
      await db
        .selectFrom('delivery_outbox')
        .select('attempts')
        .where('transfer_id', '=', transferId)
        .executeTakeFirst()
    )?.attempts ?? 0;

  return {
    async get(userId: number, transferId: string): Promise<Transfer> {
      const row = await db
        .selectFrom('game_transfers')
        .selectAll()
        .where('id', '=', transferId)
        .executeTakeFirst();
      if (!row || row.user_id !== userId) throw transferNotFound();
      return toTransfer(row, await attemptsOf(row.id));
    },

    async history(userId: number, query: PageQuery): Promise<Page<Transfer>> {
      const base = db.selectFrom('game_transfers').where('game_transfers.user_id', '=', userId);
      const [rows, count] = await Promise.all([
        base
          .leftJoin('delivery_outbox', 'delivery_outbox.transfer_id', 'game_transfers.id')
          .selectAll('game_transfers')
          .select('delivery_outbox.attempts')
          .orderBy('game_transfers.created_at', 'desc')
          .orderBy('game_transfers.id', 'desc')
          .limit(query.size)
          .offset((query.page - 1) * query.size)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => toTransfer(row, row.attempts ?? 0)),
        page: query.page,
        size: query.size,
        total: Number(count.total),
      };
    },
  };
}
