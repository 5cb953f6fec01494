import { randomInt } from 'node:crypto';
import { campaignErrorCodes } from '@portal/contracts';
import { type CampaignRow } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { CampaignError, isUniqueViolation } from '../errors';

/** No 0/O, 1/I/L: invite codes are read aloud and typed. */
export const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const newInviteCode = (): string =>
  Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const invalidCode = () =>
  new CampaignError(
    404,
    campaignErrorCodes.inviteCodeInvalid,
    'This invite link is not valid for this game.',
  );

export async function inviteCodeOf(
  deps: CampaignDeps,
  campaign: CampaignRow,
  userId: number,
): Promise<string> {
  const { db } = deps;
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
