import {
  contentContractFor,
  errorCodes,
  KNOWN_METADATA_VALUES,
  type MetadataGroup,
  type MetadataGroups,
  type MetadataRecord,
} from '@portal/contracts';
import * as v from 'valibot';
import { ApiHttpError } from '../http/errors';
import type { MetadataRepository, MetadataRow, MetadataWrite } from './repository';
import { unixSeconds } from '../lib/time';

export const toMetadataRecord = (row: MetadataRow): MetadataRecord => ({
  group: row.group_code,
  key: row.key,
  version: row.version,
  value: row.value,
  updatedAt: unixSeconds(row.updated_at),
});

/** Thrown when an operator value does not fit the record's contract. */
export class MetadataValueError extends Error {}

export function createMetadataService(repository: MetadataRepository) {
  return {
    async byGroups(groups: readonly MetadataGroup[]): Promise<MetadataGroups> {
      const unique = [...new Set(groups)];
      const byGroup: MetadataGroups = Object.fromEntries(unique.map((group) => [group, []]));
      for (const row of await repository.latestInGroups(unique))
        byGroup[row.group_code]?.push(toMetadataRecord(row));
      return byGroup;
    },

    async detail(key: string, version?: number): Promise<MetadataRecord> {
      const row = await repository.findByKey(key, version);
      if (!row) {
        const which = version === undefined ? '' : ` version ${version}`;
        throw new ApiHttpError(404, errorCodes.metadataNotFound, `Metadata "${key}"${which} not found`);
      }
      return toMetadataRecord(row);
    },

    /** Latest record of a key within a group (operator CLI). */
    async get(group: MetadataGroup, key: string): Promise<MetadataRecord | undefined> {
      const row = await repository.findByKey(key);
      return row && row.group_code === group ? toMetadataRecord(row) : undefined;
    },

    /** Removes a key of a group (every version): readers fall back to their default. */
    async remove(group: MetadataGroup, key: string): Promise<boolean> {
      const row = await repository.findByKey(key);
      if (row && row.group_code !== group)
        throw new MetadataValueError(`Key "${key}" belongs to group ${row.group_code}, not ${group}`);
      return row ? repository.remove(key) : false;
    },

    /**
     * Stores a value given as JSON text. Known keys are checked against their contract and a key
     * stays in the group it was created in.
     */
    async set(record: MetadataWrite): Promise<MetadataRecord> {
      let json: unknown;
      try {
        json = JSON.parse(record.value);
      } catch {
        throw new MetadataValueError(`The value of "${record.key}" is not valid JSON`);
      }
      const contract = KNOWN_METADATA_VALUES[record.key] ?? contentContractFor(record.key);
      if (contract) {
        const result = v.safeParse(contract, json);
        if (!result.success) {
          const issue = result.issues[0];
          throw new MetadataValueError(
            `Invalid "${record.key}" value at ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
          );
        }
      }
      const existing = await repository.findByKey(record.key);
      if (existing && existing.group_code !== record.group) {
        throw new MetadataValueError(
          `Key "${record.key}" belongs to group ${existing.group_code}, not ${record.group}`,
        );
      }
      // Strings are stored as their text; everything else as compact JSON.
      const value = typeof json === 'string' ? json : JSON.stringify(json);
      return toMetadataRecord(await repository.upsert({ ...record, value }));
    },
  };
}
export type MetadataService = ReturnType<typeof createMetadataService>;
