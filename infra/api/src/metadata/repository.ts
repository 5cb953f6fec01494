import type { MetadataGroup } from '@portal/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { MetadataRecordsTable } from '../platform/tables';
import { contentChanged } from '../http/publicCache/contentVersions';

export type MetadataRow = Selectable<MetadataRecordsTable>;

export interface MetadataWrite {
  group: MetadataGroup;
  key: string;
  version: number;
  value: string;
}

export function createMetadataRepository(db: Kysely<Database>) {
  return {
    /** The latest version of every key in the given groups. */
    async latestInGroups(groups: readonly MetadataGroup[]): Promise<MetadataRow[]> {
      if (groups.length === 0) return [];
      return db
        .selectFrom('metadata_records')
        .selectAll()
        .distinctOn('key')
        .where('group_code', 'in', [...groups])
        .orderBy('key')
        .orderBy('version', 'desc')
        .execute();
    },

    /** One record by key: the given version, or the latest. */
    async findByKey(key: string, version?: number): Promise<MetadataRow | undefined> {
      let query = db.selectFrom('metadata_records').selectAll().where('key', '=', key);
      if (version !== undefined) query = query.where('version', '=', version);
      return query.orderBy('version', 'desc').limit(1).executeTakeFirst();
    },

    /** Inserts or replaces the value of (key, version). */
    async upsert(record: MetadataWrite): Promise<MetadataRow> {
      const row = await db
        .insertInto('metadata_records')
        .values({ group_code: record.group, key: record.key, version: record.version, value: record.value })
        .onConflict((conflict) =>
          conflict
            .columns(['key', 'version'])
            .doUpdateSet({ group_code: record.group, value: record.value, updated_at: new Date() }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      contentChanged();
      return row;
    },

    /** Removes every version of a key; true when there was one. */
    async remove(key: string): Promise<boolean> {
      const result = await db.deleteFrom('metadata_records').where('key', '=', key).executeTakeFirst();
      contentChanged();
      return Number(result.numDeletedRows) > 0;
    },

    /** Inserts (key, version) only when it does not exist yet; operator edits survive re-seeding. */
    async insertIfMissing(record: MetadataWrite): Promise<boolean> {
      const result = await db
        .insertInto('metadata_records')
        .values({ group_code: record.group, key: record.key, version: record.version, value: record.value })
        .onConflict((conflict) => conflict.columns(['key', 'version']).doNothing())
        .executeTakeFirst();
      contentChanged();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },
  };
}
export type MetadataRepository = ReturnType<typeof createMetadataRepository>;
