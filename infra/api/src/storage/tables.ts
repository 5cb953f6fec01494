import type { ColumnType } from 'kysely';

/** Table of migration 0014_stored_files (platform domain): uploaded files, bytes included. */
export interface StoredFilesTable {
  /** `<folder>/<name>`, e.g. `avatars/12-3f9a…-47.webp`: content-addressed names are never rewritten. */
  key: string;
  content_type: string;
  bytes: Uint8Array;
  byte_size: number;
  owner_user_id: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}
