import {
  gachaStartFor,
  GACHA_DRAW_COST,
  MAX_REWARDED_REFERRALS,
  RAFFLE_RESPONSE_DAYS,
  REFERRAL_POINTS,
  TASK_POINTS_CAP,
  type Campaign,
} from '@portal/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { unixSeconds } from '../../lib/time';
import { contentChanged } from '../../http/publicCache/contentVersions';
import { campaignNotFound } from '../errors';
import type { CampaignsTable } from '../tables';

export type CampaignRow = Selectable<CampaignsTable>;
type Executor = Kysely<Database> | Trx;

export async function findCampaign(db: Executor, gameCode: string): Promise<CampaignRow | undefined> {
  return db.selectFrom('campaigns').selectAll().where('game_code', '=', gameCode).executeTakeFirst();
}

/** The campaign of a game code, or 404 CAMPAIGN_NOT_FOUND. */
export async function requireCampaign(db: Executor, gameCode: string): Promise<CampaignRow> {
  const row = await findCampaign(db, gameCode);
  if (!row) throw campaignNotFound(gameCode);
  return row;
}

export const isLaunched = (campaign: CampaignRow, at: Date) => at.getTime() >= campaign.launch_at.getTime();
export const isGachaLive = (campaign: CampaignRow, at: Date) =>
  at.getTime() >= campaign.gacha_start_at.getTime();
/** Raffle entry is open before launch (001 §4). */
export const isRaffleEntryOpen = (campaign: CampaignRow, at: Date) => !isLaunched(campaign, at);

export function toCampaign(row: CampaignRow, at: Date): Campaign {
  return {
    gameCode: row.game_code,
    name: row.name,
    launchAt: unixSeconds(row.launch_at),
    preRegistrationOpen: row.pre_registration_open,
    gachaStartAt: unixSeconds(row.gacha_start_at),
    isLaunched: isLaunched(row, at),
    isGachaLive: isGachaLive(row, at),
    raffleEntryOpen: isRaffleEntryOpen(row, at),
    constants: {
      referralPoints: row.referral_points,
      maxRewardedReferrals: row.max_rewarded_referrals,
      taskPointsCap: row.task_points_cap,
      gachaDrawCost: row.gacha_draw_cost,
      raffleResponseDays: row.raffle_response_days,
    },
    termsVersion: row.terms_version,
    eulaVersion: row.eula_version,
  };
}

/** What the operator sets (`campaign config set`); anything left out keeps its value (or the 001 §9 default). */
export interface CampaignSettings {
  name?: string;
  landingPath?: string;
  launchAt?: Date;
  preRegistrationOpen?: boolean;
  /** Default: launch + 7 days, moved with the launch date unless set explicitly. */
  gachaStartAt?: Date;
  referralPoints?: number;
  maxRewardedReferrals?: number;
  taskPointsCap?: number;
  gachaDrawCost?: number;
  raffleResponseDays?: number;
  termsVersion?: string;
  eulaVersion?: string;
  couponTitle?: string;
}

/** A game code without a campaign was configured without a launch date. */
export class NewCampaignWithoutLaunchError extends Error {}

/** Creates the campaign of a game code, or updates it; returns the stored row. */
export async function upsertCampaign(
  db: Executor,
  gameCode: string,
  settings: CampaignSettings,
  at: Date,
): Promise<CampaignRow> {
  const existing = await findCampaign(db, gameCode);
  const launchAt = settings.launchAt ?? existing?.launch_at;
  if (!launchAt)
    throw new NewCampaignWithoutLaunchError(`A new campaign needs a launch date (--launch) for ${gameCode}`);
  const gachaStartAt =
    settings.gachaStartAt ??
    (settings.launchAt || !existing
      ? new Date(gachaStartFor(unixSeconds(launchAt)) * 1000)
      : existing.gacha_start_at);
  const values = {
    name: settings.name ?? existing?.name ?? gameCode,
    landing_path: settings.landingPath ?? existing?.landing_path ?? `/games/official/${gameCode}`,
    launch_at: launchAt,
    pre_registration_open: settings.preRegistrationOpen ?? existing?.pre_registration_open ?? true,
    gacha_start_at: gachaStartAt,
    referral_points: settings.referralPoints ?? existing?.referral_points ?? REFERRAL_POINTS,
    max_rewarded_referrals:
      settings.maxRewardedReferrals ?? existing?.max_rewarded_referrals ?? MAX_REWARDED_REFERRALS,
    task_points_cap: settings.taskPointsCap ?? existing?.task_points_cap ?? TASK_POINTS_CAP,
    gacha_draw_cost: settings.gachaDrawCost ?? existing?.gacha_draw_cost ?? GACHA_DRAW_COST,
    raffle_response_days:
      settings.raffleResponseDays ?? existing?.raffle_response_days ?? RAFFLE_RESPONSE_DAYS,
    terms_version: settings.termsVersion ?? existing?.terms_version ?? '2020-01-01',
    eula_version: settings.eulaVersion ?? existing?.eula_version ?? '2020-01-01',
    coupon_title: settings.couponTitle ?? existing?.coupon_title ?? 'Pre-registration gift',
    updated_at: at,
  };
  const row = existing
    ? await db
        .updateTable('campaigns')
        .set(values)
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : await db
        .insertInto('campaigns')
        .values({ ...values, game_code: gameCode, created_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
  contentChanged();
  return row;
}

/** One row of the operators' audit log (config changes, counts, imports, draws). */
export async function audit(
  db: Executor,
  entry: { campaignId: number | null; actor: string; action: string; detail: unknown },
  at: Date,
): Promise<void> {
  await db
    .insertInto('campaign_audit_log')
    .values({
      campaign_id: entry.campaignId,
      actor: entry.actor,
      action: entry.action,
      detail: JSON.stringify(entry.detail),
      created_at: at,
    })
    .execute();
}
