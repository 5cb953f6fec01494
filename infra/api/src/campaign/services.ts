import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { createCounterService } from './counter/service';
import type { CampaignDeps } from './deps';
import { createCampaignGachaService } from './gacha/service';
import { createPointsService } from './points/service';
import { createQuestService } from './quests/service';
import { createRaffleService } from './raffle/service';
import { createRateLimiter, DEFAULT_CAMPAIGN_LIMITS, type CampaignLimits } from './rateLimit';
import { createReferralService } from './referral/service';
import { createRewardService } from './rewards/service';
import { createVideoService } from './videos/service';

export interface CampaignOptions {
  db: Kysely<Database>;
  clock?: () => Date;
  limits?: CampaignLimits;
  /** Uniform integer in [0, max) for the campaign gacha (crypto.randomInt by default). */
  random?: (max: number) => number;
}

/** Every campaign service except the pre-registration flow (which needs the accounts domain). */
export function createCampaignServices({
  db,
  clock = () => new Date(),
  limits = DEFAULT_CAMPAIGN_LIMITS,
  random,
}: CampaignOptions) {
  const deps: CampaignDeps = { db, clock, limits, rate: createRateLimiter(db, clock) };
  const counter = createCounterService(deps);
  const videos = createVideoService(deps);
  return {
    deps,
    counter,
    videos,
    points: createPointsService(deps),
    quests: createQuestService(deps, videos),
    referrals: createReferralService(deps),
    raffle: createRaffleService(deps),
    rewards: createRewardService(deps, counter, videos),
    gacha: createCampaignGachaService(deps, random),
  };
}
export type CampaignServices = ReturnType<typeof createCampaignServices>;
