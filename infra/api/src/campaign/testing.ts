import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { upsertCampaign, type CampaignRow, type CampaignSettings } from './config/campaigns';
import { addCampaignContent, type CampaignContent } from './config/content';
import { earnTaskPoints } from './points/ledger';

const DAY_MS = 86_400_000;
let campaigns = 0;

/** A campaign of its own per test (a fresh game code), launching in `launchInDays` (default 30). */
export async function createTestCampaign(
  db: Kysely<Database>,
  options: { launchInDays?: number; settings?: CampaignSettings; content?: CampaignContent; now?: Date } = {},
): Promise<CampaignRow> {
  campaigns++;
  const now = options.now ?? new Date();
  const gameCode = `test_${process.pid}_${campaigns}`;
  const campaign = await upsertCampaign(
    db,
    gameCode,
    { launchAt: new Date(now.getTime() + (options.launchInDays ?? 30) * DAY_MS), ...options.settings },
    now,
  );
  if (options.content) await addCampaignContent(db, campaign.id, options.content);
  return campaign;
}

/** The consent body for a campaign's current legal versions. */
export const consentFor = (campaign: CampaignRow, extra: Record<string, unknown> = {}) => ({
  agreeTerms: true,
  agreeEula: true,
  termsVersion: campaign.terms_version,
  eulaVersion: campaign.eula_version,
  ...extra,
});

/** Pre-registers a signed-in player through the consent route. */
export async function preRegister(
  app: FastifyInstance,
  campaign: CampaignRow,
  token: string,
  extra: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/private/campaigns/${campaign.game_code}/pre-registration`,
    headers: { authorization: `Bearer ${token}` },
    payload: consentFor(campaign, extra),
  });
  if (response.statusCode !== 200) throw new Error(`pre-registration failed: ${response.body}`);
  return response;
}

/** Gives a player task points directly through the ledger (to set up cap and gacha cases). */
export function givePoints(
  db: Kysely<Database>,
  campaign: CampaignRow,
  userId: number,
  worth: number,
  reference: string,
) {
  return inTransaction(db, (trx) =>
    earnTaskPoints(
      trx,
      { campaignId: campaign.id, userId },
      { worth, cap: campaign.task_points_cap, reason: 'adjustment', reference },
      new Date(),
    ),
  );
}

/** Sum of a player's ledger rows equals their balance (the ledger invariant). */
export async function ledgerMatchesBalance(db: Kysely<Database>, campaign: CampaignRow, userId: number) {
  const sum = await db
    .selectFrom('campaign_point_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('sum'))
    .where('campaign_id', '=', campaign.id)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const balance = await db
    .selectFrom('campaign_point_balances')
    .select('balance')
    .where('campaign_id', '=', campaign.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(sum.sum) === (balance?.balance ?? 0);
}
