import { errorCodes } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { ApiHttpError } from '../http/errors';
import type { Limit } from './config';

/** A 429 that also tells when to come back (the routes copy it into Retry-After). */
export class ThrottledError extends ApiHttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, errorCodes.rateLimited, message);
    this.name = 'ThrottledError';
  }
}

export type ThrottleScope =
  'code:email' | 'code:ip' | 'login-failure:email' | 'login-failure:ip' | 'reset:email' | 'reset:ip';

const DAY_MS = 24 * 3600 * 1000;
const SWEEP_CHANCE = 0.01;

/**
 * Sliding-window counters in the database, so every API process (PostgreSQL) sees the same counts.
 * One row per counted event; rows older than a day are dropped.
 */
export function createThrottle(db: Kysely<Database>) {
  return {
    /** Seconds until one more event is allowed under `limit`, or 0 when it is allowed now. */
    async waitSeconds(
      scope: ThrottleScope,
      subject: string,
      limit: Limit,
      now = new Date(),
    ): Promise<number> {
      const since = new Date(now.getTime() - limit.windowSeconds * 1000);
      const rows = await db
        .selectFrom('auth_throttle_events')
        .select('created_at')
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .where('created_at', '>', since)
        .orderBy('created_at', 'desc')
        .limit(limit.max)
        .execute();
      if (rows.length < limit.max) return 0;
      // The max-th newest event must leave the window before another one fits.
      const blocking = rows[limit.max - 1]!.created_at.getTime();
      return Math.max(1, Math.ceil((blocking + limit.windowSeconds * 1000 - now.getTime()) / 1000));
    },

    async record(scope: ThrottleScope, subject: string, now = new Date()): Promise<void> {
      // No window is longer than a day: older rows count for nothing. Subjects that never come back
      // (one-off addresses) are swept now and then rather than on every request.
      let stale = db
        .deleteFrom('auth_throttle_events')
        .where('created_at', '<', new Date(now.getTime() - DAY_MS));
      if (Math.random() >= SWEEP_CHANCE)
        stale = stale.where('scope', '=', scope).where('subject', '=', subject);
      await stale.execute();
      await db.insertInto('auth_throttle_events').values({ scope, subject, created_at: now }).execute();
    },

    async clear(scope: ThrottleScope, subject: string): Promise<void> {
      await db
        .deleteFrom('auth_throttle_events')
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .execute();
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;

/** "Please wait 45 seconds" / "Please wait 12 minutes": the wait, rounded up, in words. */
export function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
