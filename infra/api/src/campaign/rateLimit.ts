import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { describeWait } from '../auth';
import { ThrottledError } from '../lib/throttledError';
import type { Database } from '../db/database';

/** At most `max` events per fixed window of `windowSeconds`. */
export interface CampaignLimit {
  max: number;
  windowSeconds: number;
}

/** Abuse limits of the campaign routes (per player unless said otherwise). */
export interface CampaignLimits {
  /** Step 1 answers whether an email has an account: per client IP. */
  emailChecksPerIp: CampaignLimit;
  videoAnswers: CampaignLimit;
  videoReports: CampaignLimit;
  claims: CampaignLimit;
  referralAccepts: CampaignLimit;
  gachaDraws: CampaignLimit;
  raffleAnswers: CampaignLimit;
}

export const DEFAULT_CAMPAIGN_LIMITS: CampaignLimits = {
  emailChecksPerIp: { max: 30, windowSeconds: 600 },
  videoAnswers: { max: 10, windowSeconds: 600 },
  videoReports: { max: 600, windowSeconds: 600 },
  claims: { max: 30, windowSeconds: 600 },
  referralAccepts: { max: 10, windowSeconds: 3600 },
  gachaDraws: { max: 60, windowSeconds: 600 },
  raffleAnswers: { max: 10, windowSeconds: 3600 },
};

const SWEEP_CHANCE = 0.01;

/**
 * Fixed-window counters in the database: one INSERT … ON CONFLICT DO UPDATE … RETURNING both
 * counts the event and reads the count, so two processes can never both pass the last slot.
 */
export function createRateLimiter(db: Kysely<Database>, clock: () => Date) {
  return {
    /** Counts one event of `scope` for `subject`; throws 429 RATE_LIMITED once over the limit. */
    async consume(scope: string, subject: string, limit: CampaignLimit, message: string): Promise<void> {
      const now = clock().getTime();
      const windowMs = limit.windowSeconds * 1000;
      const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
      const row = await db
        .insertInto('campaign_rate_counters')
        .values({ scope, subject, window_start: windowStart, count: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['scope', 'subject', 'window_start'])
            .doUpdateSet({ count: sql`campaign_rate_counters.count + 1` }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      if (Math.random() < SWEEP_CHANCE) {
        await db
          .deleteFrom('campaign_rate_counters')
          .where('window_start', '<', new Date(now - 24 * 3600 * 1000))
          .execute();
      }
      if (row.count > limit.max) {
        const wait = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
        throw new ThrottledError(message.replace('{wait}', describeWait(wait)), wait);
      }
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
