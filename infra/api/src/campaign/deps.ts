import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { CampaignLimits, RateLimiter } from './rateLimit';

/** What every campaign service is built from. */
export interface CampaignDeps {
  db: Kysely<Database>;
  /** Server time; tests pass their own to move through launch dates and watch time. */
  clock: () => Date;
  limits: CampaignLimits;
  rate: RateLimiter;
}
