import type { CampaignPointsReason } from '@portal/contracts';
import { sql } from 'kysely';
import type { Trx } from '../../db/transaction';
import { campaignErrorCodes } from '@portal/contracts';
import { CampaignError } from '../errors';
import { cappedTaskAward } from './rules';

export interface PointsOwner {
  campaignId: number;
  userId: number;
}

/** Locks (creating when absent) the player's balance row: every points change starts here. */
export async function lockBalance(trx: Trx, owner: PointsOwner) {
  await trx
    .insertInto('campaign_point_balances')
    .values({ campaign_id: owner.campaignId, user_id: owner.userId })
    .onConflict((conflict) => conflict.columns(['campaign_id', 'user_id']).doNothing())
    .execute();
  return trx
    .selectFrom('campaign_point_balances')
    .select(['balance', 'task_points'])
    .where('campaign_id', '=', owner.campaignId)
    .where('user_id', '=', owner.userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

async function write(
  trx: Trx,
  owner: PointsOwner,
  change: { amount: number; taskPoints: number; reason: CampaignPointsReason; reference: string },
  at: Date,
): Promise<number> {
  const updated = await trx
    .updateTable('campaign_point_balances')
    .set({
      balance: sql`balance + ${change.amount}`,
      task_points: sql`task_points + ${change.taskPoints}`,
    })
    .where('campaign_id', '=', owner.campaignId)
    .where('user_id', '=', owner.userId)
    .returning('balance')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('campaign_point_entries')
    .values({
      campaign_id: owner.campaignId,
      user_id: owner.userId,
      amount: change.amount,
      balance_after: updated.balance,
      reason: change.reason,
      reference: change.reference,
      created_at: at,
    })
    .execute();
  return updated.balance;
}

/**
 * Credits a task's points, capped at `cap` task points in all; writes nothing when the cap leaves 0.
 * `reference` is unique per player and campaign, so one task can never pay twice.
 */
export async function earnTaskPoints(
  trx: Trx,
  owner: PointsOwner,
  task: { worth: number; cap: number; reason: CampaignPointsReason; reference: string },
  at: Date,
): Promise<{ awarded: number; balance: number }> {
  const current = await lockBalance(trx, owner);
  const awarded = cappedTaskAward(task.worth, current.task_points, task.cap);
  if (awarded === 0) return { awarded, balance: current.balance };
  const balance = await write(
    trx,
    owner,
    { amount: awarded, taskPoints: awarded, reason: task.reason, reference: task.reference },
    at,
  );
  return { awarded, balance };
}

/** Spends points (a gacha draw); 422 INSUFFICIENT_POINTS when the balance is short. */
export async function spendPoints(
  trx: Trx,
  owner: PointsOwner,
  spend: { amount: number; reason: CampaignPointsReason; reference: string },
  at: Date,
): Promise<number> {
  const current = await lockBalance(trx, owner);
  if (current.balance < spend.amount) {
    throw new CampaignError(
      422,
      campaignErrorCodes.insufficientPoints,
      `A draw costs ${spend.amount} AE Points; you have ${current.balance}.`,
    );
  }
  return write(trx, owner, { ...spend, amount: -spend.amount, taskPoints: 0 }, at);
}
