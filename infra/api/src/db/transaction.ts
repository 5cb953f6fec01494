import type { Kysely, Transaction } from 'kysely';
import type { Database } from './database';

export type Trx = Transaction<Database>;

/** PostgreSQL's "try again" errors: serialization failure and deadlock detected. */
const RETRYABLE_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

const isRetryable = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  RETRYABLE_CODES.has(String((error as { code?: unknown }).code));

/**
 * Runs `work` in one database transaction, again (up to 5 times, with a short random wait) when
 * PostgreSQL reports a serialization failure or a deadlock. Everything inside must use `trx`:
 * on PGlite the transaction holds the only connection, so a query on `db` would wait forever.
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
