import { randomInt } from 'node:crypto';
import { campaignErrorCodes, type ReferralSummary } from '@portal/contracts';
import { inTransaction, type Trx } from '../../db/transaction';
import { unixSeconds } from '../../lib/time';
import { requireCampaign, type CampaignRow } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { CampaignError, isUniqueViolation } from '../errors';
import { earnTaskPoints, lockBalance } from '../points/ledger';
import { referralWorth } from '../points/rules';

/** No 0/O, 1/I/L: invite codes are read aloud and typed. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newInviteCode = (): string =>
  Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const invalidCode = () =>
  new CampaignError(
    404,
    campaignErrorCodes.inviteCodeInvalid,
    'This invite link is not valid for this game.',
  );

/**
 * Referral (001 §5): an invite code per player and campaign; an invitee has exactly one referrer,
 * never themself, and cannot be re-referred (a unique index, not only a check). The referral counts
 * when the invitee finishes pre-registration with a confirmed email; the first `max_rewarded_referrals`
 * counted referrals of a referrer pay `referral_points` each (within the task cap).
 */
export function createReferralService({ db, clock, rate, limits }: CampaignDeps) {
  async function inviteCodeOf(campaign: CampaignRow, userId: number): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await db
        .selectFrom('campaign_invite_codes')
        .select('code')
        .where('campaign_id', '=', campaign.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (existing) return existing.code;
      try {
        await db
          .insertInto('campaign_invite_codes')
          .values({ campaign_id: campaign.id, user_id: userId, code: newInviteCode() })
          .execute();
      } catch (error) {
        // Another request made this player's code, or the random code is taken: read or try again.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('Could not make an invite code');
  }

  /** Records who referred `inviteeId`; refuses self-referral, a second referrer and a finished invitee. */
  async function accept(campaign: CampaignRow, inviteeId: number, inviteCode: string) {
    const owner = await db
      .selectFrom('campaign_invite_codes')
      .select('user_id')
      .where('campaign_id', '=', campaign.id)
      .where('code', '=', inviteCode.toUpperCase())
      .executeTakeFirst();
    if (!owner) throw invalidCode();
    if (owner.user_id === inviteeId) {
      throw new CampaignError(422, campaignErrorCodes.selfReferral, 'You cannot use your own invite link.');
    }
    // No loops: a player cannot be credited by someone they invited themselves (pending or done).
    const invitedBack = await db
      .selectFrom('campaign_referrals')
      .select('id')
      .where('campaign_id', '=', campaign.id)
      .where('referrer_user_id', '=', inviteeId)
      .where('invitee_user_id', '=', owner.user_id)
      .executeTakeFirst();
    if (invitedBack) {
      throw new CampaignError(
        422,
        campaignErrorCodes.selfReferral,
        'You cannot use the invite link of a player you invited.',
      );
    }
    const finished = await db
      .selectFrom('campaign_pre_registrations')
      .select('id')
      .where('campaign_id', '=', campaign.id)
      .where('user_id', '=', inviteeId)
      .executeTakeFirst();
    if (finished) {
      throw new CampaignError(
        409,
        campaignErrorCodes.referralTooLate,
        'Invite links only count before you pre-register.',
      );
    }
    try {
      await db
        .insertInto('campaign_referrals')
        .values({
          campaign_id: campaign.id,
          invitee_user_id: inviteeId,
          referrer_user_id: owner.user_id,
          created_at: clock(),
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new CampaignError(
          409,
          campaignErrorCodes.alreadyReferred,
          'You were already invited by another player.',
        );
      }
      throw error;
    }
  }

  /**
   * Counts the invitee's pending referral when they are pre-registered with a confirmed email, and
   * pays the referrer. Runs inside the caller's transaction; the referrer's balance lock orders
   * concurrent referrals of one referrer, so the 6th never pays.
   */
  async function countInvitee(trx: Trx, campaign: CampaignRow, inviteeId: number, at: Date): Promise<void> {
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
  async function settlePending(campaign: CampaignRow, referrerId: number) {
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

  async function summary(campaign: CampaignRow, userId: number): Promise<ReferralSummary> {
    await settlePending(campaign, userId);
    const inviteCode = await inviteCodeOf(campaign, userId);
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

  return {
    inviteCodeOf,
    countInvitee,
    /** The consent step's invite code: ignored when the player already has their referrer. */
    async acceptIfNew(campaign: CampaignRow, inviteeId: number, inviteCode: string) {
      const existing = await db
        .selectFrom('campaign_referrals')
        .select('id')
        .where('campaign_id', '=', campaign.id)
        .where('invitee_user_id', '=', inviteeId)
        .executeTakeFirst();
      if (!existing) await accept(campaign, inviteeId, inviteCode);
    },
    summary: async (gameCode: string, userId: number) => summary(await requireCampaign(db, gameCode), userId),
    async accept(gameCode: string, userId: number, inviteCode: string) {
      const campaign = await requireCampaign(db, gameCode);
      await rate.consume(
        `referral-accept`,
        String(userId),
        limits.referralAccepts,
        'Too many invite codes tried. Please try again in {wait}.',
      );
      await accept(campaign, userId, inviteCode);
      return summary(campaign, userId);
    },
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;
