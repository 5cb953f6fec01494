import type { PuzzleImageType, PuzzlePieceSource } from '@portal/contracts';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, Date>;

export interface PuzzleEventsTable {
  id: Generated<number>;
  campaign_id: number;
  event_code: string;
  title: string;
  reward_title: string;
  starts_at: Date;
  ends_at: Date;
  rows: number;
  columns: number;
  image_type: PuzzleImageType;
  /** A Buffer on PostgreSQL, a Uint8Array on PGlite. */
  image: Uint8Array;
  /** Moves with each new picture, so the image URL changes and caches never show the old one. */
  image_version: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** One row per player and event: its lock serialises a player's collections. */
export interface PuzzlePlayersTable {
  event_id: number;
  user_id: number;
  pieces: Generated<number>;
  updated_at: CreatedAt;
}

export interface PuzzlePiecesTable {
  event_id: number;
  user_id: number;
  piece_index: number;
  source: PuzzlePieceSource;
  source_ref: string;
  collected_at: Date;
  placed_at: Date | null;
}

export interface PuzzleRewardCodesTable {
  id: Generated<number>;
  event_id: number;
  code: string;
  imported_at: CreatedAt;
  claimed_by: number | null;
  claimed_at: Date | null;
}

export interface PuzzleTables {
  puzzle_events: PuzzleEventsTable;
  puzzle_players: PuzzlePlayersTable;
  puzzle_pieces: PuzzlePiecesTable;
  puzzle_reward_codes: PuzzleRewardCodesTable;
}
