import type { QuestKind } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { RewardCondition } from '../tables';

/** A campaign's content: what the seeder (and tests) put into a campaign. */
export interface CampaignContent {
  videos?: {
    code: string;
    title: string;
    description?: string;
    videoUrl: string;
    posterUrl?: string | null;
    durationSeconds: number;
    segmentSeconds: number;
    points: number;
    question: string;
    options: string[];
    correctOption: number;
  }[];
  quests?: {
    code: string;
    kind: QuestKind;
    title: string;
    description?: string;
    points: number;
    target: number;
    actionUrl?: string | null;
    startsAt?: Date | null;
  }[];
  rewards?: {
    code: string;
    kind: 'milestone' | 'personal';
    delivery?: 'code' | 'coupon';
    condition?: RewardCondition | null;
    threshold: number;
    title: string;
    description?: string;
  }[];
  rafflePrizes?: { name: string; description?: string; quantity: number; imageUrl?: string | null }[];
  gachaPrizes?: { name: string; weight: number; stock?: number | null }[];
}

/**
 * Adds the content a campaign does not have yet (videos, quests and rewards by code; prize lists
 * only when the campaign has none), so running it again changes nothing. Returns rows written.
 */
export async function addCampaignContent(
  db: Kysely<Database>,
  campaignId: number,
  content: CampaignContent,
): Promise<number> {
  let written = 0;
  for (const [position, video] of (content.videos ?? []).entries()) {
    const result = await db
      .insertInto('campaign_videos')
      .values({
        campaign_id: campaignId,
        code: video.code,
        position,
        title: video.title,
        description: video.description ?? '',
        video_url: video.videoUrl,
        poster_url: video.posterUrl ?? null,
        duration_seconds: video.durationSeconds,
        segment_seconds: video.segmentSeconds,
        points: video.points,
        question: video.question,
        options: JSON.stringify(video.options),
        correct_option: video.correctOption,
      })
      .onConflict((conflict) => conflict.columns(['campaign_id', 'code']).doNothing())
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  for (const [position, quest] of (content.quests ?? []).entries()) {
    const result = await db
      .insertInto('campaign_quests')
      .values({
        campaign_id: campaignId,
        code: quest.code,
        position,
        kind: quest.kind,
        title: quest.title,
        description: quest.description ?? '',
        points: quest.points,
        target: quest.target,
        action_url: quest.actionUrl ?? null,
        starts_at: quest.startsAt ?? null,
      })
      .onConflict((conflict) => conflict.columns(['campaign_id', 'code']).doNothing())
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  for (const [position, reward] of (content.rewards ?? []).entries()) {
    const result = await db
      .insertInto('campaign_rewards')
      .values({
        campaign_id: campaignId,
        code: reward.code,
        position,
        kind: reward.kind,
        delivery: reward.delivery ?? 'code',
        condition: reward.kind === 'milestone' ? null : (reward.condition ?? 'pre_registration'),
        threshold: reward.threshold,
        title: reward.title,
        description: reward.description ?? '',
      })
      .onConflict((conflict) => conflict.columns(['campaign_id', 'code']).doNothing())
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  const hasRafflePrizes = await db
    .selectFrom('campaign_raffle_prizes')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .executeTakeFirst();
  if (!hasRafflePrizes && content.rafflePrizes?.length) {
    await db
      .insertInto('campaign_raffle_prizes')
      .values(
        content.rafflePrizes.map((prize, position) => ({
          campaign_id: campaignId,
          position,
          name: prize.name,
          description: prize.description ?? '',
          quantity: prize.quantity,
          image_url: prize.imageUrl ?? null,
        })),
      )
      .execute();
    written += content.rafflePrizes.length;
  }
  const hasGachaPrizes = await db
    .selectFrom('campaign_gacha_prizes')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .executeTakeFirst();
  if (!hasGachaPrizes && content.gachaPrizes?.length) {
    await db
      .insertInto('campaign_gacha_prizes')
      .values(
        content.gachaPrizes.map((prize, position) => ({
          campaign_id: campaignId,
          position,
          name: prize.name,
          weight: prize.weight,
          stock: prize.stock ?? null,
        })),
      )
      .execute();
    written += content.gachaPrizes.length;
  }
  return written;
}

/** The id of a reward by its code (operator commands, seed). */
export async function rewardIdOf(db: Kysely<Database>, campaignId: number, rewardCode: string) {
  const row = await db
    .selectFrom('campaign_rewards')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .where('code', '=', rewardCode)
    .executeTakeFirst();
  return row?.id;
}
