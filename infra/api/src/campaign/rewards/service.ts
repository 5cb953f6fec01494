import { campaignErrorCodes, type CampaignReward, type RewardClaim } from '@portal/contracts';
import type { Selectable } from 'kysely';
import { unixSeconds } from '../../lib/time';
import { claimFromPool } from '../codePool';
import { requireCampaign, type CampaignRow } from '../config/campaigns';
import type { CounterService } from '../counter/service';
import type { CampaignDeps } from '../deps';
import { CampaignError, isUniqueViolation, notPreRegistered } from '../errors';
import { rewardState } from '../quests/states';
import type { CampaignRewardsTable } from '../tables';
import type { VideoService } from '../videos/service';

type RewardRow = Selectable<CampaignRewardsTable>;

const rewardNotFound = () =>
  new CampaignError(404, campaignErrorCodes.rewardNotFound, 'No such reward in this campaign.');

/**
 * Rewards: milestones unlocked by the total pre-registration counter, personal rewards
 * unlocked by the player's own progress. A claim hands out one code of the reward's pool
 * (`claimFromPool`: two players never get the same code); a unique index keeps one code per player
 * per reward.
 */
export function createRewardService(
  { db, clock, rate, limits }: CampaignDeps,
  counter: CounterService,
  videos: VideoService,
) {
  async function personalProgress(campaign: CampaignRow, userId: number | null) {
    if (userId === null)
      return { pre_registration: 0, referrals: 0, videos: 0, couponCode: null as string | null };
    const pre = await db
      .selectFrom('campaign_pre_registrations')
      .select('coupon_code')
      .where('campaign_id', '=', campaign.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const referrals = await db
      .selectFrom('campaign_referrals')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('campaign_id', '=', campaign.id)
      .where('referrer_user_id', '=', userId)
      .where('counted_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const answered = (await videos.listFor(campaign, userId)).filter(
      (video) => video.answeredCorrectly,
    ).length;
    return {
      pre_registration: pre ? 1 : 0,
      referrals: Number(referrals.count),
      videos: answered,
      couponCode: pre?.coupon_code ?? null,
    };
  }

  async function listFor(campaign: CampaignRow, userId: number | null): Promise<CampaignReward[]> {
    const rewards = await db
      .selectFrom('campaign_rewards')
      .selectAll()
      .where('campaign_id', '=', campaign.id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    if (rewards.length === 0) return [];
    const total = (await counter.read(campaign.game_code)).total;
    const mine = await personalProgress(campaign, userId);
    const ids = rewards.map((reward) => reward.id);
    const left = await db
      .selectFrom('campaign_reward_codes')
      .select(['reward_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where('reward_id', 'in', ids)
      .where('claimed_by', 'is', null)
      .groupBy('reward_id')
      .execute();
    const claimed =
      userId === null
        ? []
        : await db
            .selectFrom('campaign_reward_codes')
            .select(['reward_id', 'code'])
            .where('reward_id', 'in', ids)
            .where('claimed_by', '=', userId)
            .execute();
    return rewards.map((reward) => {
      const current = reward.kind === 'milestone' ? total : mine[reward.condition ?? 'pre_registration'];
      const coupon = reward.delivery === 'coupon';
      const code = coupon
        ? mine.couponCode
        : (claimed.find((row) => row.reward_id === reward.id)?.code ?? null);
      return {
        code: reward.code,
        kind: reward.kind,
        title: reward.title,
        description: reward.description,
        progress: { current: Math.min(current, reward.threshold), target: reward.threshold },
        condition: reward.condition,
        state: rewardState({
          current,
          target: reward.threshold,
          claimed: code !== null,
          givenWithoutClaim: coupon,
          preRegistered: mine.pre_registration === 1,
        }),
        claimedCode: code,
        codesLeft: Number(left.find((row) => row.reward_id === reward.id)?.count ?? 0),
      };
    });
  }

  async function findReward(campaign: CampaignRow, rewardCode: string): Promise<RewardRow> {
    const reward = await db
      .selectFrom('campaign_rewards')
      .selectAll()
      .where('campaign_id', '=', campaign.id)
      .where('code', '=', rewardCode)
      .executeTakeFirst();
    if (!reward) throw rewardNotFound();
    return reward;
  }

  /** The code this player already holds for the reward, if any. */
  const heldCode = (rewardId: number, userId: number) =>
    db
      .selectFrom('campaign_reward_codes')
      .select(['code', 'claimed_at'])
      .where('reward_id', '=', rewardId)
      .where('claimed_by', '=', userId)
      .executeTakeFirst();

  return {
    list: async (gameCode: string, userId: number | null) =>
      listFor(await requireCampaign(db, gameCode), userId),

    /** Hands out one code of the pool (the same one again on a repeat). */
    async claim(gameCode: string, rewardCode: string, userId: number): Promise<RewardClaim> {
      const campaign = await requireCampaign(db, gameCode);
      const reward = await findReward(campaign, rewardCode);
      await rate.consume(
        'claim',
        String(userId),
        limits.claims,
        'Too many claims. Please try again in {wait}.',
      );
      const answer = (row: { code: string; claimed_at: Date | null }) => ({
        rewardCode: reward.code,
        title: reward.title,
        code: row.code,
        claimedAt: unixSeconds(row.claimed_at ?? clock()),
      });
      const held = await heldCode(reward.id, userId);
      if (held) return answer(held);
      const item = (await listFor(campaign, userId)).find((candidate) => candidate.code === rewardCode);
      if (!item) throw rewardNotFound();
      const preRegistered = await db
        .selectFrom('campaign_pre_registrations')
        .select('id')
        .where('campaign_id', '=', campaign.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!preRegistered) throw notPreRegistered();
      if (item.state !== 'Claim') {
        throw new CampaignError(409, campaignErrorCodes.rewardLocked, 'This reward is not unlocked yet.');
      }
      const at = clock();
      try {
        const row = await claimFromPool(
          db,
          { table: 'campaign_reward_codes', poolColumn: 'reward_id', poolId: reward.id },
          userId,
          at,
        );
        if (row) return answer(row);
      } catch (error) {
        // Two claims of one player raced: the unique index let one through; answer that code.
        if (!isUniqueViolation(error)) throw error;
        const raced = await heldCode(reward.id, userId);
        if (raced) return answer(raced);
        throw error;
      }
      throw new CampaignError(
        409,
        campaignErrorCodes.rewardCodesExhausted,
        'All codes of this reward have been handed out.',
      );
    },
  };
}
export type RewardService = ReturnType<typeof createRewardService>;

/** Operator: adds codes to a reward's pool; codes already in the campaign are skipped. */
export async function importRewardCodes(
  db: CampaignDeps['db'],
  campaignId: number,
  rewardId: number,
  codes: string[],
  at: Date,
): Promise<{ added: number; skipped: number }> {
  const unique = [...new Set(codes)];
  let added = 0;
  for (let index = 0; index < unique.length; index += 500) {
    const chunk = unique.slice(index, index + 500);
    const inserted = await db
      .insertInto('campaign_reward_codes')
      .values(chunk.map((code) => ({ campaign_id: campaignId, reward_id: rewardId, code, imported_at: at })))
      .onConflict((conflict) => conflict.columns(['campaign_id', 'code']).doNothing())
      .returning('id')
      .execute();
    added += inserted.length;
  }
  return { added, skipped: codes.length - added };
}
