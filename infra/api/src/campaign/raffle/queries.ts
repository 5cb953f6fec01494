import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { campaignErrorCodes } from '@portal/contracts';
import type { CampaignRow } from '../config/campaigns';
import { CampaignError } from '../errors';

export const raffleError = (
  status: number,
  code: (typeof campaignErrorCodes)[keyof typeof campaignErrorCodes],
  message: string,
) => new CampaignError(status, code, message);

/** The player's pre-registration channel: the raffle is for `website` pre-registrations. */
export const websitePreRegistration = (db: Kysely<Database>, campaign: CampaignRow, userId: number) =>
  db
    .selectFrom('campaign_pre_registrations')
    .select('channel')
    .where('campaign_id', '=', campaign.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** Lottery numbers of the campaign's entries. */
export const entryNumbers = async (db: Kysely<Database>, campaignId: number) =>
  (
    await db
      .selectFrom('campaign_raffle_entries')
      .select('user_id')
      .where('campaign_id', '=', campaignId)
      .execute()
  ).map((row) => row.user_id);

/** The prizes in draw order. */
export const drawnPrizes = (db: Kysely<Database>, campaignId: number) =>
  db
    .selectFrom('campaign_raffle_prizes')
    .select(['id', 'quantity'])
    .where('campaign_id', '=', campaignId)
    .orderBy('position')
    .orderBy('id')
    .execute();
