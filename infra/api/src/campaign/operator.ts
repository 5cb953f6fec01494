import { csvField } from '../feedback/csv';
import type { CampaignDeps } from './deps';
import { requireCampaign } from './config/campaigns';

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
