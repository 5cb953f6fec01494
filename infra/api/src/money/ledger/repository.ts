import type { LedgerCurrency, LedgerEntry, Page } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { unixSeconds } from '../../lib/time';

/** Reads of the ledger (writes go through WalletLedger only). */
export function createLedgerRepository(db: Kysely<Database>) {
  return {
    /** One player's entries, newest first. */
    async page(
      userId: number,
      page: number,
      size: number,
      currency?: LedgerCurrency,
    ): Promise<Page<LedgerEntry>> {
      let query = db.selectFrom('ledger_entries').where('user_id', '=', userId);
      if (currency) query = query.where('currency', '=', currency);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('id', 'desc')
          .limit(size)
          .offset((page - 1) * size)
          .execute(),
        query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => ({
          id: Number(row.id),
          currency: row.currency,
          amount: row.amount,
          balanceAfter: row.balance_after,
          reason: row.reason,
          reference: row.reference,
          memo: row.memo,
          lotId: row.lot_id,
          createdAt: unixSeconds(row.created_at),
        })),
        page,
        size,
        total: Number(count.total),
      };
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
