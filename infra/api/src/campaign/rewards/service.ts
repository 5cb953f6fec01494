import type { CounterService } from '../counter/service';
import type { CampaignDeps } from '../deps';
import type { VideoService } from '../videos/service';
import { listRewards } from './list';
import { claimReward } from './claim';

/**
 * Rewards: milestones unlocked by the total pre-registration counter, personal rewards
 * unlocked by the player's own progress. A claim hands out one code of the reward's pool
 * (`claimFromPool`: two players never get the same code); a unique index keeps one code per player
 * per reward.
 */
export function createRewardService(deps: CampaignDeps, counter: CounterService, videos: VideoService) {
  const all = { ...deps, counter, videos };
  return {
    list: listRewards.bind(null, all),
    claim: claimReward.bind(null, all),
  };
}
export type RewardService = ReturnType<typeof createRewardService>;
