import { campaignErrorCodes, type VideoAnswerResult } from '@portal/contracts';
import { inTransaction } from '../../db/transaction';
import { requireCampaign } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { CampaignError } from '../errors';
import { earnTaskPoints, lockBalance } from '../points/ledger';
import { findVideo, videoFor } from './catalogue';

/** The question's answer: locked until watched; a correct one pays once (rate-limited tries). */
export async function answerQuestion(
  deps: CampaignDeps,
  gameCode: string,
  videoCode: string,
  userId: number,
  optionIndex: number,
): Promise<VideoAnswerResult> {
  const { db, clock, rate, limits } = deps;
  const campaign = await requireCampaign(db, gameCode);
  const video = await findVideo(deps, campaign, videoCode);
  const before = await videoFor(deps, campaign, videoCode, userId);
  if (!before.question) {
    throw new CampaignError(
      403,
      campaignErrorCodes.videoNotWatched,
      'Watch the whole video to unlock its question.',
    );
  }
  if (before.answeredCorrectly) {
    throw new CampaignError(
      409,
      campaignErrorCodes.videoAlreadyAnswered,
      'You already answered this question.',
    );
  }
  await rate.consume(
    'video-answer',
    String(userId),
    limits.videoAnswers,
    'Too many answers. Please try again in {wait}.',
  );
  const owner = { campaignId: campaign.id, userId };
  if (optionIndex !== video.correct_option) {
    const { balance } = await inTransaction(db, (trx) => lockBalance(trx, owner));
    return { correct: false, pointsAwarded: 0, balance, video: before };
  }
  const at = clock();
  const result = await inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('campaign_video_answers')
      .values({ video_id: video.id, user_id: userId, points_awarded: 0, answered_at: at })
      .onConflict((conflict) => conflict.columns(['video_id', 'user_id']).doNothing())
      .returning('video_id')
      .executeTakeFirst();
    if (!inserted) return null; // a concurrent correct answer won
    const earned = await earnTaskPoints(
      trx,
      owner,
      {
        worth: video.points,
        cap: campaign.task_points_cap,
        reason: 'video_answer',
        reference: `video:${video.code}`,
      },
      at,
    );
    await trx
      .updateTable('campaign_video_answers')
      .set({ points_awarded: earned.awarded })
      .where('video_id', '=', video.id)
      .where('user_id', '=', userId)
      .execute();
    return earned;
  });
  if (!result)
    throw new CampaignError(
      409,
      campaignErrorCodes.videoAlreadyAnswered,
      'You already answered this question.',
    );
  return {
    correct: true,
    pointsAwarded: result.awarded,
    balance: result.balance,
    video: await videoFor(deps, campaign, videoCode, userId),
  };
}
