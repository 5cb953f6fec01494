import { type ReferralSummary } from '@portal/contracts';
import { unixSeconds } from '../../lib/time';
import { requireCampaign, type CampaignRow } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { inviteCodeOf } from './inviteCode';
import { settlePending } from './count';

export async function summaryOf(
  deps: CampaignDeps,
  campaign: CampaignRow,
  userId: number,
): Promise<ReferralSummary> {
  const { db } = deps;
  await settlePending(deps, campaign, userId);
  const inviteCode = await inviteCodeOf(deps, campaign, userId);
  const referredBy = await db
    .selectFrom('campaign_referrals')
    .innerJoin('users', 'users.id', 'campaign_referrals.referrer_user_id')
    .select('users.nickname')
    .where('campaign_referrals.campaign_id', '=', campaign.id)
    .where('campaign_referrals.invitee_user_id', '=', userId)
    .executeTakeFirst();
  const invitees = await db
    .selectFrom('campaign_referrals')
    .innerJoin('users', 'users.id', 'campaign_referrals.invitee_user_id')
    .select([
      'users.nickname',
      'campaign_referrals.counted_at',
      'campaign_referrals.points_awarded',
      'campaign_referrals.created_at',
    ])
    .where('campaign_referrals.campaign_id', '=', campaign.id)
    .where('campaign_referrals.referrer_user_id', '=', userId)
    .orderBy('campaign_referrals.id')
    .execute();
  const counted = invitees.filter((invitee) => invitee.counted_at);
  return {
    inviteCode,
    invitePath: `${campaign.landing_path}?invite=${inviteCode}`,
    referredBy: referredBy?.nickname ?? null,
    invitees: invitees.map((invitee) => ({
      nickname: invitee.nickname,
      status: invitee.counted_at ? ('counted' as const) : ('pending' as const),
      pointsAwarded: invitee.points_awarded,
      createdAt: unixSeconds(invitee.created_at),
    })),
    countedReferrals: counted.length,
    rewardedReferrals: Math.min(counted.length, campaign.max_rewarded_referrals),
    pointsEarned: counted.reduce((sum, invitee) => sum + invitee.points_awarded, 0),
    pointsPerReferral: campaign.referral_points,
    maxRewardedReferrals: campaign.max_rewarded_referrals,
  };
}

export async function referralSummary(deps: CampaignDeps, gameCode: string, userId: number) {
  const { db } = deps;
  return summaryOf(deps, await requireCampaign(db, gameCode), userId);
}
