import { DEFAULT_EMBED_SESSION_MINUTES, type StudioOriginRecord } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { unixSeconds } from '../lib/time';

export interface StudioOriginsRepository {
  list(): Promise<StudioOriginRecord[]>;
  /** Adds the origin, or sets its session lifetime when it is on the list already. */
  add(origin: string, addedBy: string, sessionMinutes?: number): Promise<void>;
  /** Removes the origin (and its secret); false when it was not on the list. */
  remove(origin: string): Promise<boolean>;
  /** The origin's row, or undefined when it is not on the list. */
  find(origin: string): Promise<{ sessionMinutes: number; secretHash: string | null } | undefined>;
  /** Stores the SHA-256 of a new studio secret; false when the origin is not on the list. */
  setSecretHash(origin: string, secretHash: string): Promise<boolean>;
}

export function createStudioOriginsRepository(db: Kysely<Database>): StudioOriginsRepository {
  return {
    async list() {
      const rows = await db.selectFrom('studio_origins').selectAll().orderBy('origin').execute();
      return rows.map((row) => ({
        origin: row.origin,
        addedAt: unixSeconds(row.added_at),
        addedBy: row.added_by,
        sessionMinutes: row.session_minutes,
        hasSecret: row.secret_hash !== null,
      }));
    },
    async add(origin, addedBy, sessionMinutes) {
      await db
        .insertInto('studio_origins')
        .values({
          origin,
          added_by: addedBy,
          session_minutes: sessionMinutes ?? DEFAULT_EMBED_SESSION_MINUTES,
        })
        .onConflict((conflict) =>
          sessionMinutes === undefined
            ? conflict.column('origin').doNothing()
            : conflict.column('origin').doUpdateSet({ session_minutes: sessionMinutes }),
        )
        .execute();
    },
    async remove(origin) {
      const deleted = await db.deleteFrom('studio_origins').where('origin', '=', origin).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },
    async find(origin) {
      const row = await db
        .selectFrom('studio_origins')
        .select(['session_minutes', 'secret_hash'])
        .where('origin', '=', origin)
        .executeTakeFirst();
      return row && { sessionMinutes: row.session_minutes, secretHash: row.secret_hash };
    },
    async setSecretHash(origin, secretHash) {
      const updated = await db
        .updateTable('studio_origins')
        .set({ secret_hash: secretHash })
        .where('origin', '=', origin)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },
  };
}
