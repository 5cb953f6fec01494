import type { ColumnType, Generated } from 'kysely';

/** Tables of migration 0013_studio_embeds. */
export interface StudioOriginsTable {
  origin: string;
  added_at: ColumnType<Date, Date | undefined, never>;
  added_by: string;
  session_minutes: Generated<number>;
  secret_hash: string | null;
}

export interface EmbedSessionsTable {
  session_id: number;
  token_hash: string;
  origin: string;
  issued_via: 'popup' | 'partner';
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface StudioTables {
  studio_origins: StudioOriginsTable;
  embed_sessions: EmbedSessionsTable;
}
