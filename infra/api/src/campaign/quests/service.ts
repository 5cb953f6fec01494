import type { CampaignDeps } from '../deps';
import type { VideoService } from '../videos/service';
import { listQuests, questsAcrossCampaigns } from './list';
import { claimQuest } from './claim';
import { reportFollow } from './report';
import { countVisit } from './visit';

/**
 * Quests: follow a channel (reported by the page when the player opens it), watch every
 * learn video, invite friends (counted referrals; their points arrive with each referral), visit on
 * distinct days. Progress is computed from those facts; a claim pays the quest's points once.
 */
export function createQuestService(deps: CampaignDeps, videos: VideoService) {
  const all = { ...deps, videos };
  return {
    list: listQuests.bind(null, all),
    acrossCampaigns: questsAcrossCampaigns.bind(null, all),
    report: reportFollow.bind(null, all),
    claim: claimQuest.bind(null, all),
    visit: countVisit.bind(null, all),
  };
}
export type QuestService = ReturnType<typeof createQuestService>;
