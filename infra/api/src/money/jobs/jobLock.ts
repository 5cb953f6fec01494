import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** What a locked run gives back: the job's result, or that another process holds the job. */
export type LockedRun<T> = { ran: true; result: T } | { ran: false };

/** Runs a periodic job only where no other process is running it at the same moment. */
export interface JobLock {
  run<T>(job: string, work: () => Promise<T>): Promise<LockedRun<T>>;
}

/** First key of the two-key advisory lock: this portal's periodic jobs (second key: hashtext(job name)). */
export const JOB_LOCK_CLASS = 0x506a6f62; // "Pjob"

/**
 * PostgreSQL session advisory lock, one per job name, across every API replica on the database: a
 * replica whose tick finds the lock held skips that tick (the holder does the work; the next tick
 * finds whatever is still due). The lock lives on one pooled connection for the length of the run and
 * is released with it, also when the process dies (PostgreSQL ends the session). The jobs themselves
 * stay idempotent per row (wallet locks, SKIP LOCKED): the lock saves the duplicate effort and makes
 * "runs once" hold for any job added later.
 */
export function advisoryJobLock(db: Kysely<Database>): JobLock {
  return {
    run: (job, work) =>
      db.connection().execute(async (connection) => {
        const { rows } = await sql<{ locked: boolean }>`
          select pg_try_advisory_lock(${JOB_LOCK_CLASS}, hashtext(${job})) as locked`.execute(connection);
        if (!rows[0]?.locked) return { ran: false };
        try {
          return { ran: true, result: await work() };
        } finally {
          await sql`select pg_advisory_unlock(${JOB_LOCK_CLASS}, hashtext(${job}))`.execute(connection);
        }
      }),
  };
}

/**
 * PGlite: one process owns the data directory (db/dataDirLock), so jobs cannot run in two processes;
 * and its single connection cannot be held by a lock while the job queries. Runs within one process
 * never overlap already (the scheduler waits for a run before the next).
 */
export const singleProcessJobLock: JobLock = {
  run: async (_job, work) => ({ ran: true, result: await work() }),
};

/** The lock that fits the database the API runs on. */
export const jobLockFor = (db: Kysely<Database>, config: { databaseUrl?: string | undefined }): JobLock =>
  config.databaseUrl ? advisoryJobLock(db) : singleProcessJobLock;
