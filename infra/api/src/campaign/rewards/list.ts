import { campaignErrorCodes, type CampaignReward } from '@portal/contracts';
import type { Selectable } from 'kysely';
import { requireCampaign, type CampaignRow } from '../config/campaigns';
import type { CounterService } from '../counter/service';
import type { CampaignDeps } from '../deps';
import { CampaignError } from '../errors';
import { rewardState } from '../quests/states';
import type { CampaignRewardsTable } from '../tables';
import type { VideoService } from '../videos/service';

/** A use case's dependencies: the campaign's, and the services it reads. */
export type RewardDeps = CampaignDeps & { counter: CounterService; videos: VideoService };

export type RewardRow = Selectable<CampaignRewardsTable>;

export const rewardNotFound = () =>
  new CampaignError(404, campaignErrorCodes.rewardNotFound, 'No such reward in this campaign.');

export async function personalProgress(deps: RewardDeps, campaign: CampaignRow, userId: number | null) {
  const { db, videos } = deps;
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
  const answered = (await videos.listFor(campaign, userId)).filter((video) => video.answeredCorrectly).length;
  return {
    pre_registration: pre ? 1 : 0,
    referrals: Number(referrals.count),
    videos: answered,
    couponCode: pre?.coupon_code ?? null,
  };
}

export async function listRewardsFor(
  deps: RewardDeps,
  campaign: CampaignRow,
  userId: number | null,
): Promise<CampaignReward[]> {
  const { db, counter } = deps;
  const rewards = await db
    .selectFrom('campaign_rewards')
    .selectAll()
    .where('campaign_id', '=', campaign.id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (rewards.length === 0) return [];
  const total = (await counter.read(campaign.game_code)).total;
  const mine = await personalProgress(deps, campaign, userId);
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

export async function findReward(
  deps: RewardDeps,
  campaign: CampaignRow,
  rewardCode: string,
): Promise<RewardRow> {
  const { db } = deps;
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
export function heldCode(deps: RewardDeps, rewardId: number, userId: number) {
  const { db } = deps;
  return db
    .selectFrom('campaign_reward_codes')
    .select(['code', 'claimed_at'])
    .where('reward_id', '=', rewardId)
    .where('claimed_by', '=', userId)
    .executeTakeFirst();
}

export async function listRewards(deps: RewardDeps, gameCode: string, userId: number | null) {
  const { db } = deps;
  return listRewardsFor(deps, await requireCampaign(db, gameCode), userId);
}
