import { campaignErrorCodes } from '@portal/contracts';
import { requireCampaign, type CampaignRow } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { CampaignError, isUniqueViolation } from '../errors';
import { invalidCode } from './inviteCode';
import { summaryOf } from './summary';

/** Records who referred `inviteeId`; refuses self-referral, a second referrer and a finished invitee. */
export async function acceptInvite(
  deps: CampaignDeps,
  campaign: CampaignRow,
  inviteeId: number,
  inviteCode: string,
) {
  const { db, clock } = deps;
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

/** The consent step's invite code: ignored when the player already has their referrer. */
export async function acceptIfNew(
  deps: CampaignDeps,
  campaign: CampaignRow,
  inviteeId: number,
  inviteCode: string,
) {
  const { db } = deps;
  const existing = await db
    .selectFrom('campaign_referrals')
    .select('id')
    .where('campaign_id', '=', campaign.id)
    .where('invitee_user_id', '=', inviteeId)
    .executeTakeFirst();
  if (!existing) await acceptInvite(deps, campaign, inviteeId, inviteCode);
}

export async function acceptInviteCode(
  deps: CampaignDeps,
  gameCode: string,
  userId: number,
  inviteCode: string,
) {
  const { db, rate, limits } = deps;
  const campaign = await requireCampaign(db, gameCode);
  await rate.consume(
    `referral-accept`,
    String(userId),
    limits.referralAccepts,
    'Too many invite codes tried. Please try again in {wait}.',
  );
  await acceptInvite(deps, campaign, userId, inviteCode);
  return summaryOf(deps, campaign, userId);
}
