import type {
  Campaign,
  CampaignSettingsPayload,
  RaffleDrawResult,
  RaffleWinnerRecord,
} from '@portal/contracts';
import { csvField } from '../lib/csv';
import type { CampaignDeps } from './deps';
import {
  audit,
  requireCampaign,
  toCampaign,
  upsertCampaign,
  type CampaignSettings,
} from './config/campaigns';
import { RAFFLE_ALGORITHM } from './raffle/draw';
import type { RaffleService } from './raffle/service';
import { unixOrNull, unixSeconds } from '../lib/time';

/** Columns of the pre-registrations export (`campaign export`). */
export const PRE_REGISTRATION_CSV_COLUMNS = [
  'user_id',
  'email',
  'nickname',
  'channel',
  'consented_at',
  'terms_version',
  'eula_version',
  'coupon_code',
  'referrer_user_id',
  'raffle_entered',
] as const;

/** Every pre-registration of a campaign as CSV lines (header first), oldest first. */
export async function preRegistrationsCsv(db: CampaignDeps['db'], gameCode: string): Promise<string[]> {
  const campaign = await requireCampaign(db, gameCode);
  const rows = await db
    .selectFrom('campaign_pre_registrations as pre')
    .innerJoin('users', 'users.id', 'pre.user_id')
    .leftJoin('campaign_referrals as ref', (join) =>
      join.onRef('ref.invitee_user_id', '=', 'pre.user_id').onRef('ref.campaign_id', '=', 'pre.campaign_id'),
    )
    .leftJoin('campaign_raffle_entries as entry', (join) =>
      join.onRef('entry.user_id', '=', 'pre.user_id').onRef('entry.campaign_id', '=', 'pre.campaign_id'),
    )
    .select([
      'pre.user_id',
      'users.email',
      'users.nickname',
      'pre.channel',
      'pre.consented_at',
      'pre.terms_version',
      'pre.eula_version',
      'pre.coupon_code',
      'ref.referrer_user_id',
      'entry.user_id as entered',
    ])
    .where('pre.campaign_id', '=', campaign.id)
    .orderBy('pre.consented_at')
    .orderBy('pre.id')
    .execute();
  return [
    PRE_REGISTRATION_CSV_COLUMNS.join(','),
    ...rows.map((row) =>
      [
        row.user_id,
        row.email,
        row.nickname,
        row.channel,
        row.consented_at.toISOString(),
        row.terms_version,
        row.eula_version,
        row.coupon_code,
        row.referrer_user_id,
        row.entered !== null,
      ]
        .map(csvField)
        .join(','),
    ),
  ];
}

/**
 * Reward codes from a CSV export: the first column of each line, an optional `code` header
 * skipped, blanks ignored. A code is 4–64 letters, digits, dashes or underscores.
 */
export function parseCodesCsv(text: string): { codes: string[]; invalid: string[] } {
  const codes: string[] = [];
  const invalid: string[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const first = (line.split(',')[0] ?? '').trim().replace(/^"(.*)"$/, '$1');
    if (!first || (index === 0 && first.toLowerCase() === 'code')) continue;
    if (/^[A-Za-z0-9_-]{4,64}$/.test(first)) codes.push(first);
    else invalid.push(`line ${index + 1}: ${first.slice(0, 40)}`);
  }
  return { codes, invalid };
}

/** Unix seconds, or null. */

/** Settings from the wire (unix seconds) → the service's settings (dates). */
export function settingsFromPayload(payload: CampaignSettingsPayload): CampaignSettings {
  const { launchAt, gachaStartAt, ...rest } = payload;
  return {
    ...rest,
    ...(launchAt === undefined ? {} : { launchAt: new Date(launchAt * 1000) }),
    ...(gachaStartAt === undefined ? {} : { gachaStartAt: new Date(gachaStartAt * 1000) }),
  };
}

/** Service settings (dates) → the wire (unix seconds), for the CLI talking to a running API. */
export function settingsToPayload(settings: CampaignSettings): CampaignSettingsPayload {
  const { launchAt, gachaStartAt, ...rest } = settings;
  return {
    ...rest,
    ...(launchAt ? { launchAt: unixSeconds(launchAt) } : {}),
    ...(gachaStartAt ? { gachaStartAt: unixSeconds(gachaStartAt) } : {}),
  };
}

/** `campaign config`: creates or changes a campaign and audits the change. */
export async function configureCampaign(
  db: CampaignDeps['db'],
  gameCode: string,
  settings: CampaignSettings,
  actor: string,
  at: Date,
): Promise<Campaign> {
  const row = await upsertCampaign(db, gameCode, settings, at);
  await audit(db, { campaignId: row.id, actor, action: 'campaign.config', detail: settings }, at);
  return toCampaign(row, at);
}

/** The draw's outcome as the operator reads it (CLI and admin route alike). */
export function drawRecord(result: Awaited<ReturnType<RaffleService['draw']>>): RaffleDrawResult {
  return {
    seed: result.seed,
    algorithm: RAFFLE_ALGORITHM,
    entries: result.entries,
    entriesDigest: result.entriesDigest,
    responseDeadline: unixSeconds(result.responseDeadline),
    winners: result.winners,
  };
}

/** Winners and their answers, rank order. */
export async function winnerRecords(raffle: RaffleService, gameCode: string): Promise<RaffleWinnerRecord[]> {
  return (await raffle.winners(gameCode)).map((row) => ({
    rank: row.rank,
    lotteryNumber: row.user_id,
    email: row.email,
    prize: row.prize,
    status: row.status,
    recipientName: row.recipient_name,
    phone: row.phone,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    country: row.country,
    answeredAt: unixOrNull(row.answered_at),
    forfeitedAt: unixOrNull(row.forfeited_at),
  }));
}

export const RAFFLE_WINNERS_CSV_HEADER =
  'rank,lottery_number,email,prize,status,recipient_name,phone,address,city,postal_code,country,answered_at,forfeited_at';

/** One CSV line per winner (answers included), for `campaign raffle winners`. */
export const winnerCsvLine = (row: RaffleWinnerRecord): string =>
  [
    row.rank,
    row.lotteryNumber,
    row.email,
    row.prize,
    row.status,
    row.recipientName,
    row.phone,
    row.address,
    row.city,
    row.postalCode,
    row.country,
    row.answeredAt === null ? null : new Date(row.answeredAt * 1000).toISOString(),
    row.forfeitedAt === null ? null : new Date(row.forfeitedAt * 1000).toISOString(),
  ]
    .map(csvField)
    .join(',');
