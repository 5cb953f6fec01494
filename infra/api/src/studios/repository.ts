import type { StudioOriginRecord } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export interface StudioOriginsRepository {
  list(): Promise<StudioOriginRecord[]>;
  /** Adds the origin; false when it was already on the list (the first record is kept). */
  add(origin: string, addedBy: string): Promise<boolean>;
  /** Removes the origin; false when it was not on the list. */
  remove(origin: string): Promise<boolean>;
}

export function createStudioOriginsRepository(db: Kysely<Database>): StudioOriginsRepository {
  return {
    async list() {
      const rows = await db.selectFrom('studio_origins').selectAll().orderBy('origin').execute();
      return rows.map((row) => ({
        origin: row.origin,
        addedAt: Math.floor(row.added_at.getTime() / 1000),
        addedBy: row.added_by,
      }));
    },
    async add(origin, addedBy) {
      const inserted = await db
        .insertInto('studio_origins')
        .values({ origin, added_by: addedBy })
        .onConflict((conflict) => conflict.column('origin').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async remove(origin) {
      const deleted = await db.deleteFrom('studio_origins').where('origin', '=', origin).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },
  };
}
