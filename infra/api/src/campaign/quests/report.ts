import { campaignErrorCodes, type CampaignQuest } from '@portal/contracts';
import { requireCampaign } from '../config/campaigns';
import { CampaignError } from '../errors';
import { findQuest, questFor, type QuestDeps } from './progress';

/** The page opened the channel of a follow_channel quest (a follow cannot be verified from here). */
export async function reportFollow(
  deps: QuestDeps,
  gameCode: string,
  questCode: string,
  userId: number,
): Promise<CampaignQuest> {
  const { db, clock } = deps;
  const campaign = await requireCampaign(db, gameCode);
  const quest = await findQuest(deps, campaign, questCode);
  if (quest.kind !== 'follow_channel') {
    throw new CampaignError(409, campaignErrorCodes.questNotReportable, 'This quest counts by itself.');
  }
  await db
    .insertInto('campaign_quest_reports')
    .values({ quest_id: quest.id, user_id: userId, reported_at: clock() })
    .onConflict((conflict) => conflict.columns(['quest_id', 'user_id']).doNothing())
    .execute();
  return questFor(deps, campaign, questCode, userId);
}
