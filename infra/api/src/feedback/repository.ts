import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { FeedbackTable } from './table';

export type FeedbackRow = Selectable<FeedbackTable>;
export type FeedbackInsert = Insertable<FeedbackTable>;

export function createFeedbackRepository(db: Kysely<Database>) {
  return {
    async insert(row: FeedbackInsert): Promise<FeedbackRow> {
      return db.insertInto('feedback').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** How many sends came from this IP since `since`, and when the oldest of them was (rate limit). */
    async recentFromIp(clientIp: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const row = await db
        .selectFrom('feedback')
        .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest')])
        .where('client_ip', '=', clientIp)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null };
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
