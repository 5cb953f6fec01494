import type { ColumnType } from 'kysely';

/** Tables of migration 0013_studio_embeds. */
export interface StudioOriginsTable {
  origin: string;
  added_at: ColumnType<Date, Date | undefined, never>;
  added_by: string;
}

export interface StudioTables {
  studio_origins: StudioOriginsTable;
}
