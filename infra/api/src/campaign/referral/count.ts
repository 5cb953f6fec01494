import { inTransaction, type Trx } from '../../db/transaction';
import { type CampaignRow } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { earnTaskPoints, lockBalance } from '../points/ledger';
import { referralWorth } from '../points/rules';

/**
 * Counts the invitee's pending referral when they are pre-registered with a confirmed email, and
 * pays the referrer. Runs inside the caller's transaction; the referrer's balance lock orders
 * concurrent referrals of one referrer, so the 6th never pays.
 */
export async function countInvitee(
  trx: Trx,
  campaign: CampaignRow,
  inviteeId: number,
  at: Date,
): Promise<void> {
  const referral = await trx
    .selectFrom('campaign_referrals')
    .innerJoin('users', 'users.id', 'campaign_referrals.invitee_user_id')
    .select(['campaign_referrals.id', 'campaign_referrals.referrer_user_id', 'users.email_verified_at'])
    .where('campaign_referrals.campaign_id', '=', campaign.id)
    .where('campaign_referrals.invitee_user_id', '=', inviteeId)
    .where('campaign_referrals.counted_at', 'is', null)
    .executeTakeFirst();
  if (!referral || !referral.email_verified_at) return;
  const referrer = { campaignId: campaign.id, userId: referral.referrer_user_id };
  await lockBalance(trx, referrer);
  const counted = await trx
    .selectFrom('campaign_referrals')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('campaign_id', '=', campaign.id)
    .where('referrer_user_id', '=', referral.referrer_user_id)
    .where('counted_at', 'is not', null)
    .executeTakeFirstOrThrow();
  const worth = referralWorth(Number(counted.count), {
    referralPoints: campaign.referral_points,
    maxRewarded: campaign.max_rewarded_referrals,
  });
  const { awarded } =
    worth > 0
      ? await earnTaskPoints(
          trx,
          referrer,
          { worth, cap: campaign.task_points_cap, reason: 'referral', reference: `referral:${inviteeId}` },
          at,
        )
      : { awarded: 0 };
  await trx
    .updateTable('campaign_referrals')
    .set({ counted_at: at, points_awarded: awarded })
    .where('id', '=', referral.id)
    .execute();
}

/** Pending invitees who are pre-registered by now (their email was confirmed later): count them. */
export async function settlePending(deps: CampaignDeps, campaign: CampaignRow, referrerId: number) {
  const { db, clock } = deps;
  const pending = await db
    .selectFrom('campaign_referrals')
    .innerJoin('campaign_pre_registrations as pre', (join) =>
      join
        .onRef('pre.user_id', '=', 'campaign_referrals.invitee_user_id')
        .onRef('pre.campaign_id', '=', 'campaign_referrals.campaign_id'),
    )
    .innerJoin('users', 'users.id', 'campaign_referrals.invitee_user_id')
    .select('campaign_referrals.invitee_user_id')
    .where('campaign_referrals.campaign_id', '=', campaign.id)
    .where('campaign_referrals.referrer_user_id', '=', referrerId)
    .where('campaign_referrals.counted_at', 'is', null)
    .where('users.email_verified_at', 'is not', null)
    .execute();
  for (const row of pending) {
    await inTransaction(db, (trx) => countInvitee(trx, campaign, row.invitee_user_id, clock()));
  }
}
