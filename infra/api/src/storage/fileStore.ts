import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

type StorageDb = Kysely<Database>;

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Uploaded files in the database (table stored_files): one place that every API replica reads and
 * writes, backed up and restored with everything else, with no volume to share. Files are small
 * (avatars are a few KB) and written once; a key is never rewritten with other bytes.
 */
export function createFileStore(db: StorageDb) {
  return {
    /** Stores `bytes` under `key`; storing the same key again keeps the first (same name, same bytes). */
    async put(key: string, bytes: Buffer, contentType: string, ownerUserId: number | null = null) {
      await db
        .insertInto('stored_files')
        .values({
          key,
          bytes,
          content_type: contentType,
          byte_size: bytes.length,
          owner_user_id: ownerUserId,
        })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
    },

    async get(key: string): Promise<StoredFile | null> {
      const row = await db
        .selectFrom('stored_files')
        .select(['bytes', 'content_type'])
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? { bytes: Buffer.from(row.bytes), contentType: row.content_type } : null;
    },

    /** Removes every file a player owns (inside the caller's transaction when given one). */
    async deleteOwnedBy(userId: number, trx: StorageDb = db): Promise<number> {
      const result = await trx
        .deleteFrom('stored_files')
        .where('owner_user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type FileStore = ReturnType<typeof createFileStore>;
