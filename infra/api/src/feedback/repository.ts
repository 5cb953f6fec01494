import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { FeedbackTable } from './table';

export type FeedbackRow = Selectable<FeedbackTable>;
export type FeedbackInsert = Insertable<FeedbackTable>;

/** First key of the per-IP advisory lock (second: hashtext(ip)); distinct from every other lock class. */
export const FEEDBACK_LOCK_CLASS = 0x50666462; // "Pfdb"

/** A send within the limit is stored; one beyond it is refused with what the caller needs for Retry-After. */
export type LimitedInsert = { stored: FeedbackRow } | { refused: { count: number; oldest: Date | null } };

type Queryable = Pick<Kysely<Database>, 'selectFrom'>;

async function countRecentFromIp(db: Queryable, clientIp: string, since: Date) {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('client_ip', '=', clientIp)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null };
}

export function createFeedbackRepository(db: Kysely<Database>) {
  return {
    async insert(row: FeedbackInsert): Promise<FeedbackRow> {
      return db.insertInto('feedback').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** How many sends came from this IP since `since`, and when the oldest of them was (rate limit). */
    recentFromIp: (clientIp: string, since: Date) => countRecentFromIp(db, clientIp, since),

    /**
     * Stores the row unless its IP already sent `max` since `since`, atomically across every API
     * replica: count and insert run in one transaction holding a transaction advisory lock on the
     * IP, so concurrent sends from one network queue behind each other (other networks do not wait)
     * and a burst stores exactly `max`. A check-then-insert without the lock lets a burst through.
     */
    async insertWithinLimit(row: FeedbackInsert, since: Date, max: number): Promise<LimitedInsert> {
      return inTransaction(db, async (trx) => {
        await sql`select pg_advisory_xact_lock(${FEEDBACK_LOCK_CLASS}, hashtext(${row.client_ip}))`.execute(
          trx,
        );
        const recent = await countRecentFromIp(trx, row.client_ip, since);
        if (recent.count >= max) return { refused: recent };
        return {
          stored: await trx.insertInto('feedback').values(row).returningAll().executeTakeFirstOrThrow(),
        };
      });
    },

    /** Newest first, sent at or after `since` when given. */
    async newestFirst(limit: number, since?: Date): Promise<FeedbackRow[]> {
      let query = db.selectFrom('feedback').selectAll();
      if (since) query = query.where('created_at', '>=', since);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },

    /** Oldest first, one batch after `afterId`: exports walk the table without loading it whole. */
    async batchAfter(afterId: number, size: number, since?: Date): Promise<FeedbackRow[]> {
      let query = db.selectFrom('feedback').selectAll().where('id', '>', afterId);
      if (since) query = query.where('created_at', '>=', since);
      return query.orderBy('id').limit(size).execute();
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
