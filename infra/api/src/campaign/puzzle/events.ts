import { puzzleApiRoutes, type PuzzleEvent, type PuzzlePiece } from '@portal/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { unixOrNull, unixSeconds } from '../../lib/time';
import type { CampaignLimit, RateLimiter } from '../rateLimit';
import { eventStatus } from './rules';
import type { PuzzleEventsTable, PuzzlePiecesTable } from './tables';

export type PuzzleEventRow = Omit<Selectable<PuzzleEventsTable>, 'image'> & { game_code: string };

export type PieceRow = Selectable<PuzzlePiecesTable>;

/** Abuse limits of the puzzle routes, per player. */
export interface PuzzleLimits {
  collects: CampaignLimit;
  placements: CampaignLimit;
  completions: CampaignLimit;
}

export const DEFAULT_PUZZLE_LIMITS: PuzzleLimits = {
  collects: { max: 60, windowSeconds: 600 },
  placements: { max: 600, windowSeconds: 600 },
  completions: { max: 30, windowSeconds: 600 },
};

export interface PuzzleDeps {
  db: Kysely<Database>;
  clock: () => Date;
  rate: RateLimiter;
  limits: PuzzleLimits;
}

export const EVENT_COLUMNS = [
  'puzzle_events.id',
  'puzzle_events.campaign_id',
  'puzzle_events.event_code',
  'puzzle_events.title',
  'puzzle_events.reward_title',
  'puzzle_events.starts_at',
  'puzzle_events.ends_at',
  'puzzle_events.rows',
  'puzzle_events.columns',
  'puzzle_events.image_type',
  'puzzle_events.image_version',
  'puzzle_events.created_at',
  'puzzle_events.updated_at',
  'campaigns.game_code',
] as const;

/** The event of a game code and event code, without its picture. */
export function findEvent(db: Kysely<Database> | Trx, gameCode: string, eventCode: string) {
  return db
    .selectFrom('puzzle_events')
    .innerJoin('campaigns', 'campaigns.id', 'puzzle_events.campaign_id')
    .select(EVENT_COLUMNS)
    .where('campaigns.game_code', '=', gameCode)
    .where('puzzle_events.event_code', '=', eventCode)
    .executeTakeFirst();
}

export function toEvent(row: PuzzleEventRow, at: Date): PuzzleEvent {
  return {
    gameCode: row.game_code,
    eventCode: row.event_code,
    title: row.title,
    rewardTitle: row.reward_title,
    startsAt: unixSeconds(row.starts_at),
    endsAt: unixSeconds(row.ends_at),
    rows: row.rows,
    columns: row.columns,
    imageUrl: `${puzzleApiRoutes.image(row.game_code, row.event_code)}?v=${row.image_version}`,
    status: eventStatus(row.starts_at, row.ends_at, at),
  };
}

export const toPiece = (row: PieceRow): PuzzlePiece => ({
  index: row.piece_index,
  source: row.source,
  sourceRef: row.source_ref,
  collectedAt: unixSeconds(row.collected_at),
  placedAt: unixOrNull(row.placed_at),
});
