import type { ColumnType, Generated } from 'kysely';

/** Tables of migrations 0013_studio_embeds and 0019_widget_embed_sessions. */
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
  /** The sign-in popup, a studio's backend, or a widget's own sign-in or registration. */
  issued_via: 'popup' | 'partner' | 'widget';
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface StudioTables {
  studio_origins: StudioOriginsTable;
  embed_sessions: EmbedSessionsTable;
}
