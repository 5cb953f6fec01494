import type { GameStatus, MetadataGroup, PlatformCode } from '@portal/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { StoredFilesTable } from '../storage';

/** Timestamps: Date when read, optional when inserted (the database default is now()). */
type CreatedAt = ColumnType<Date, Date | undefined, Date>;

/** Tables of migration 0001_platform_foundation: the game catalogue, shell metadata and the mail outbox. */
export interface GamesTable {
  game_code: string;
  name: string;
  status: GameStatus;
  description: Generated<string>;
  thumbnail_homepage: string;
  thumbnail_banner: string;
  sort_order: Generated<number>;
  created_at: CreatedAt;
}

export interface GamePlatformsTable {
  game_code: string;
  platform_code: PlatformCode;
}

export interface MetadataRecordsTable {
  id: Generated<number>;
  group_code: MetadataGroup;
  key: string;
  version: number;
  value: string;
  updated_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  created_at: CreatedAt;
}

/** Migration 0016: a version per topic of public content, raised by triggers (http/publicCache). */
export interface ContentVersionsTable {
  topic: string;
  /** bigint: node-postgres reads it as text, PGlite as a number. */
  version: ColumnType<string | number, number, number>;
}

/** Migration 0021: news items operators post (news/). */
export interface NewsItemsTable {
  id: Generated<number>;
  /** JSON of NewsTexts (texts by language), checked on write and on read. */
  texts: string;
  link: string | null;
  image: string | null;
  /** Null: a draft; a future time: scheduled. */
  published_at: Date | null;
  created_by: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PlatformTables {
  news_items: NewsItemsTable;
  content_versions: ContentVersionsTable;
  games: GamesTable;
  game_platforms: GamePlatformsTable;
  metadata_records: MetadataRecordsTable;
  mail_outbox: MailOutboxTable;
  stored_files: StoredFilesTable;
}
