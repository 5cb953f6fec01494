import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { Limit } from './config';
import { ThrottledError } from '../lib/throttledError';

/**
 * A limit marked `onLimit: 'proof'` was passed: the caller may go on with a proof of work instead of
 * being refused. `refusal` is the 429 to answer where no proof of work is configured.
 */
export class ProofNeededError extends Error {
  constructor(readonly refusal: ThrottledError) {
    super(refusal.message);
    this.name = 'ProofNeededError';
  }
}

/** Sliding-window scopes (events counted over a window) and attempt scopes (reserve, then confirm). */
export type WindowScope =
  | 'code:email'
  | 'code:email-source'
  | 'code:mail'
  | 'code:ip'
  | 'code:ip-hard'
  | 'reset:email'
  | 'reset:email-source'
  | 'reset:mail'
  | 'reset:ip'
  | 'reset:ip-hard'
  | 'reset-try:ip'
  | 'reset-try:token'
  | 'reset:account';
export type AttemptScope = 'login:account' | 'login:ip' | 'login:ip-hard' | 'login:account-source';
export type ThrottleScope = WindowScope | AttemptScope;

/** At most `limit.max` events of (scope, subject) within the window, else `message` with {wait}. */
export interface WindowCheck {
  scope: WindowScope;
  subject: string;
  limit: Limit;
  message: string;
  /** 'proof': past the limit, ask for a proof of work (ProofNeededError) instead of refusing. */
  onLimit?: 'refuse' | 'proof';
}

/**
 * Attempts of (scope, subject): `limit.max` failures are allowed (in flight ones count), then one try
 * at a time after an exponential back-off. Quiet for `limit.windowSeconds`, the subject is forgiven.
 */
export interface AttemptCheck {
  scope: AttemptScope;
  subject: string;
  limit: Limit;
  backoff: { baseSeconds: number; maxSeconds: number };
  /** A success forgives the failures (account scopes); an IP's failures stay until the window passes. */
  forgiveOnSuccess: boolean;
  message: string;
  /** 'proof': past the limit, ask for a proof of work (ProofNeededError) instead of refusing. */
  onLimit?: 'refuse' | 'proof';
}

/** A reserved attempt: settle it exactly once. */
export interface Reservation {
  /** The attempt failed: each bucket counts one failure and may start (or lengthen) its back-off. */
  fail(): Promise<void>;
  /** The attempt succeeded: the in-flight mark goes, forgiving buckets forget their failures. */
  succeed(): Promise<void>;
  /** The attempt did not happen (e.g. a later bucket refused): only the in-flight mark goes. */
  release(): Promise<void>;
}

export interface ThrottleRow {
  scope: string;
  subject: string;
  failures: number;
  pending: number;
  blockedUntil: Date | null;
  updatedAt: Date;
}

const DAY_MS = 24 * 3600 * 1000;
/** A reservation older than this was lost with its process (a hash takes well under a second). */
const STALE_PENDING_MS = 60_000;
const SWEEP_CHANCE = 0.01;

/** "Please wait 45 seconds" / "Please wait 12 minutes": the wait, rounded up, in words. */
export function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const throttled = (message: string, wait: number) =>
  new ThrottledError(message.replace('{wait}', describeWait(wait)), wait);

const refusal = (check: { message: string; onLimit?: 'refuse' | 'proof' }, wait: number) => {
  const error = throttled(check.message, wait);
  return check.onLimit === 'proof' ? new ProofNeededError(error) : error;
};

/** Locks the (scope, subject) rows, in one order so two requests never wait on each other. */
async function lockBuckets(
  trx: Transaction<Database>,
  keys: { scope: string; subject: string }[],
  now: Date,
) {
  const unique = [...new Map(keys.map((key) => [`${key.scope}\u0000${key.subject}`, key])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, key]) => key);
  for (const key of unique) {
    await trx
      .insertInto('auth_throttle_buckets')
      .values({ scope: key.scope, subject: key.subject, updated_at: now, blocked_until: null })
      .onConflict((conflict) => conflict.columns(['scope', 'subject']).doUpdateSet({ updated_at: now }))
      .execute();
  }
}

async function windowWait(trx: Transaction<Database>, check: WindowCheck, now: Date): Promise<number> {
  if (check.limit.windowSeconds <= 0) return 0;
  const since = new Date(now.getTime() - check.limit.windowSeconds * 1000);
  const rows = await trx
    .selectFrom('auth_throttle_events')
    .select('created_at')
    .where('scope', '=', check.scope)
    .where('subject', '=', check.subject)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(check.limit.max)
    .execute();
  if (rows.length < check.limit.max) return 0;
  // The max-th newest event must leave the window before another one fits.
  const blocking = rows[check.limit.max - 1]!.created_at.getTime();
  return Math.max(1, Math.ceil((blocking + check.limit.windowSeconds * 1000 - now.getTime()) / 1000));
}

async function sweep(db: Kysely<Database>, now: Date) {
  if (Math.random() >= SWEEP_CHANCE) return;
  const dayAgo = new Date(now.getTime() - DAY_MS);
  // No window is longer than a day: older rows count for nothing.
  await db.deleteFrom('auth_throttle_events').where('created_at', '<', dayAgo).execute();
  await db
    .deleteFrom('auth_throttle_buckets')
    .where('updated_at', '<', dayAgo)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', now)]))
    .execute();
}

/**
 * An attempt counter's statement, committed without waiting for its WAL flush. Every sign-in from
 * one address updates that address's buckets, so each of those commits held the hot rows' locks
 * (and a pooled connection) for a disk flush, and a wave of sign-ins queued behind them, taking the
 * connections `/me` and every other request need. A database crash may now forget the last
 * fraction of a second of attempts (never half of one: each statement stays atomic); a lost
 * in-flight mark is as harmless as a stale one (STALE_PENDING_MS). `statement` gets the condition
 * that makes PostgreSQL evaluate the setting (a CTE nobody reads is never run) and must use it.
 */
const withoutFlushWait = <Row>(statement: (settingRead: RawBuilder<unknown>) => RawBuilder<unknown>) =>
  sql<Row>`with flush as (select set_config('synchronous_commit', 'off', true) as setting)
    ${statement(sql`(select setting from flush) is not null`)}`;

/** Reserves one attempt on a bucket with one upsert; the answer is the wait when refused, else 0. */
async function reserveOne(db: Kysely<Database>, check: AttemptCheck, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - check.limit.windowSeconds * 1000);
  const staleStart = new Date(now.getTime() - STALE_PENDING_MS);
  const { max } = check.limit;
  // "quiet": nothing happened for a window, everything is forgiven. "live pending": reservations
  // that are not lost. Allowed: not in back-off, and either under the limit counting the attempts
  // in flight, or past it with nothing in flight (one try per back-off period).
  const reserved = await withoutFlushWait<{ failures: number }>(
    (settingRead) => sql`
    insert into auth_throttle_buckets as b (scope, subject, failures, pending, blocked_until, updated_at)
    select ${check.scope}, ${check.subject}, 0, 1, null, ${now}::timestamptz from flush
    where ${settingRead}
    on conflict (scope, subject) do update set
      failures = case when b.updated_at < ${windowStart} then 0 else b.failures end,
      blocked_until = case when b.updated_at < ${windowStart} then null else b.blocked_until end,
      pending = case when b.updated_at < ${staleStart} then 1 else b.pending + 1 end,
      updated_at = ${now}
    where b.updated_at < ${windowStart}
      or ((b.blocked_until is null or b.blocked_until <= ${now})
        and ((case when b.updated_at < ${staleStart} then 0 else b.pending end) + b.failures < ${max}
          or (b.failures >= ${max} and (b.pending = 0 or b.updated_at < ${staleStart}))))
    returning failures`,
  ).execute(db);
  if (reserved.rows.length > 0) return 0;
  const row = await db
    .selectFrom('auth_throttle_buckets')
    .select('blocked_until')
    .where('scope', '=', check.scope)
    .where('subject', '=', check.subject)
    .executeTakeFirst();
  const blockedFor = row?.blocked_until ? row.blocked_until.getTime() - now.getTime() : 0;
  // Refused without a back-off running: the limit is taken by attempts still in flight.
  return Math.max(1, Math.ceil(blockedFor / 1000));
}

async function settle(db: Kysely<Database>, check: AttemptCheck, outcome: 'fail' | 'succeed' | 'release') {
  const now = new Date();
  const { max } = check.limit;
  const { baseSeconds, maxSeconds } = check.backoff;
  const forgive = outcome === 'succeed' && check.forgiveOnSuccess;
  const changes =
    outcome === 'fail'
      ? // The k-th failure beyond the limit waits base·2^k seconds (k from 0), at most maxSeconds.
        sql`failures = failures + 1,
          blocked_until = case when failures + 1 >= ${max}
            then ${now}::timestamptz + make_interval(secs => least(${maxSeconds}, ${baseSeconds} * power(2, least(failures + 1 - ${max}, 30))))
            else blocked_until end,
          updated_at = ${now},`
      : forgive
        ? sql`failures = 0, blocked_until = null, updated_at = ${now},`
        : sql``;
  await withoutFlushWait(
    (settingRead) => sql`
    update auth_throttle_buckets set ${changes} pending = greatest(pending - 1, 0)
    where scope = ${check.scope} and subject = ${check.subject} and ${settingRead}`,
  ).execute(db);
}

/**
 * Counters in the database, so every API process (PostgreSQL) sees the same counts, and every check
 * is atomic with its count: a burst of concurrent requests cannot all pass a check made before any of
 * them was counted.
 */
export function createThrottle(db: Kysely<Database>) {
  return {
    /**
     * Counts one event on every check's (scope, subject) if all are under their limits, else throws
     * the first limit's 429 and counts nothing. Check and count happen under the subjects' row locks.
     */
    async take(checks: WindowCheck[], now = new Date()): Promise<void> {
      const active = checks.filter((check) => check.limit.windowSeconds > 0);
      if (active.length === 0) return;
      await db.transaction().execute(async (trx) => {
        await lockBuckets(trx, active, now);
        for (const check of active) {
          const wait = await windowWait(trx, check, now);
          if (wait > 0) throw refusal(check, wait);
        }
        const events = new Map(active.map((check) => [`${check.scope}\u0000${check.subject}`, check]));
        for (const check of events.values()) {
          await trx
            .insertInto('auth_throttle_events')
            .values({ scope: check.scope, subject: check.subject, created_at: now })
            .execute();
        }
      });
      await sweep(db, now);
    },

    /**
     * Reserves one attempt on every bucket, before the expensive work (hashing) starts. When one refuses,
     * the ones already reserved are released and its 429 is thrown.
     */
    async reserve(checks: AttemptCheck[], now = new Date()): Promise<Reservation> {
      const reserved: AttemptCheck[] = [];
      for (const check of checks) {
        const wait = await reserveOne(db, check, now);
        if (wait > 0) {
          await Promise.all(reserved.map((done) => settle(db, done, 'release')));
          throw refusal(check, wait);
        }
        reserved.push(check);
      }
      let settled = false;
      const settleAll = async (outcome: 'fail' | 'succeed' | 'release') => {
        if (settled) return;
        settled = true;
        for (const check of reserved) await settle(db, check, outcome);
      };
      return {
        fail: () => settleAll('fail'),
        succeed: () => settleAll('succeed'),
        release: () => settleAll('release'),
      };
    },

    /** Throttles now holding someone back or counting failures (operator CLI). */
    async list(now = new Date()): Promise<ThrottleRow[]> {
      const rows = await db
        .selectFrom('auth_throttle_buckets')
        .selectAll()
        .where((eb) => eb.or([eb('failures', '>', 0), eb('blocked_until', '>', now)]))
        .orderBy('updated_at', 'desc')
        .execute();
      return rows.map((row) => ({
        scope: row.scope,
        subject: row.subject,
        failures: row.failures,
        pending: row.pending,
        blockedUntil: row.blocked_until,
        updatedAt: row.updated_at,
      }));
    },

    /** Forgets a subject's counts (every scope, or one), e.g. when support has checked a player. */
    async clear(subject: string, scope?: ThrottleScope): Promise<number> {
      let buckets = db.deleteFrom('auth_throttle_buckets').where('subject', '=', subject);
      let events = db.deleteFrom('auth_throttle_events').where('subject', '=', subject);
      if (scope) {
        buckets = buckets.where('scope', '=', scope);
        events = events.where('scope', '=', scope);
      }
      const [bucketResult, eventResult] = [await buckets.executeTakeFirst(), await events.executeTakeFirst()];
      return Number(bucketResult.numDeletedRows) + Number(eventResult.numDeletedRows);
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
