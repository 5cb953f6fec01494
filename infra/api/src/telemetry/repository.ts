import type { RemoteErrorReport } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Reports older than this are dropped now and then: a canary is judged over minutes, not weeks. */
const KEEP_MS = 7 * 24 * 3600 * 1000;
const SWEEP_CHANCE = 0.01;

export function createRemoteErrorRepository(db: Kysely<Database>) {
  return {
    async add(report: RemoteErrorReport, at: Date): Promise<void> {
      await db
        .insertInto('remote_error_reports')
        .values({ ...report, reported_at: at })
        .execute();
      if (Math.random() < SWEEP_CHANCE)
        await db
          .deleteFrom('remote_error_reports')
          .where('reported_at', '<', new Date(at.getTime() - KEEP_MS))
          .execute();
    },
    /** Failures per remote version since `since`. */
    async countSince(since: Date): Promise<{ app: string; version: string; count: number }[]> {
      const rows = await db
        .selectFrom('remote_error_reports')
        .select(['app', 'version', sql<string>`count(*)`.as('count')])
        .where('reported_at', '>=', since)
        .groupBy(['app', 'version'])
        .orderBy('app')
        .orderBy('version')
        .execute();
      return rows.map((row) => ({ app: row.app, version: row.version, count: Number(row.count) }));
    },
  };
}
export type RemoteErrorRepository = ReturnType<typeof createRemoteErrorRepository>;
