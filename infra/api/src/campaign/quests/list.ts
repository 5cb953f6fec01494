import { type CampaignQuestGroup } from '@portal/contracts';
import { unixSeconds } from '../../lib/time';
import { requireCampaign } from '../config/campaigns';
import { listQuestsFor, type QuestDeps } from './progress';

export async function listQuests(deps: QuestDeps, gameCode: string, userId: number | null) {
  const { db } = deps;
  return listQuestsFor(deps, await requireCampaign(db, gameCode), userId);
}

/** The /quest page: every campaign's quests, launch soonest first. */
export async function questsAcrossCampaigns(
  deps: QuestDeps,
  userId: number | null,
): Promise<CampaignQuestGroup[]> {
  const { db } = deps;
  const campaigns = await db.selectFrom('campaigns').selectAll().orderBy('launch_at').orderBy('id').execute();
  const groups: CampaignQuestGroup[] = [];
  for (const campaign of campaigns) {
    const quests = await listQuestsFor(deps, campaign, userId);
    if (quests.length > 0) {
      groups.push({
        gameCode: campaign.game_code,
        name: campaign.name,
        launchAt: unixSeconds(campaign.launch_at),
        quests,
      });
    }
  }
  return groups;
}
