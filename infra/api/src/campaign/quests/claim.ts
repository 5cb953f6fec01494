import { campaignErrorCodes, type QuestClaimResult } from '@portal/contracts';
import { inTransaction } from '../../db/transaction';
import { requireCampaign } from '../config/campaigns';
import { CampaignError } from '../errors';
import { earnTaskPoints } from '../points/ledger';
import { findQuest, questFor, type QuestDeps } from './progress';

/** Claim: only in state Claim; pays the quest's points once (the claim row's key). */
export async function claimQuest(
  deps: QuestDeps,
  gameCode: string,
  questCode: string,
  userId: number,
): Promise<QuestClaimResult> {
  const { db, clock, rate, limits } = deps;
  const campaign = await requireCampaign(db, gameCode);
  const quest = await findQuest(deps, campaign, questCode);
  await rate.consume('claim', String(userId), limits.claims, 'Too many claims. Please try again in {wait}.');
  const before = await questFor(deps, campaign, questCode, userId);
  if (before.state === 'Claimed')
    throw new CampaignError(409, campaignErrorCodes.questAlreadyClaimed, 'This quest was already claimed.');
  if (before.state !== 'Claim')
    throw new CampaignError(409, campaignErrorCodes.questNotReady, 'Finish the quest first.');
  const at = clock();
  const earned = await inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('campaign_quest_claims')
      .values({ quest_id: quest.id, user_id: userId, points_awarded: 0, claimed_at: at })
      .onConflict((conflict) => conflict.columns(['quest_id', 'user_id']).doNothing())
      .returning('quest_id')
      .executeTakeFirst();
    if (!inserted) return null;
    const result = await earnTaskPoints(
      trx,
      { campaignId: campaign.id, userId },
      {
        worth: quest.points,
        cap: campaign.task_points_cap,
        reason: 'quest',
        reference: `quest:${quest.code}`,
      },
      at,
    );
    await trx
      .updateTable('campaign_quest_claims')
      .set({ points_awarded: result.awarded })
      .where('quest_id', '=', quest.id)
      .where('user_id', '=', userId)
      .execute();
    return result;
  });
  if (!earned)
    throw new CampaignError(409, campaignErrorCodes.questAlreadyClaimed, 'This quest was already claimed.');
  return {
    quest: await questFor(deps, campaign, questCode, userId),
    pointsAwarded: earned.awarded,
    balance: earned.balance,
  };
}
