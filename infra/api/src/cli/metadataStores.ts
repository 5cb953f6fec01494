import type { MetadataGroup, MetadataRecord } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { createMetadataRepository } from '../metadata/repository';
import { createMetadataService, MetadataValueError } from '../metadata/service';

/** Where the maintenance and announcement commands read and write metadata (the database of the process running them). */
export interface MetadataStore {
  /** Says where changes go, for the command's last line. */
  readonly description: string;
  get(group: MetadataGroup, key: string): Promise<MetadataRecord | undefined>;
  /** Stores JSON text as the key's current version; throws with the contract's message when invalid. */
  set(group: MetadataGroup, key: string, value: string): Promise<MetadataRecord>;
}

/** The value does not fit the key's contract. */
export class MetadataStoreError extends Error {}

export function databaseStore(db: Kysely<Database>, description = 'the database'): MetadataStore {
  const metadata = createMetadataService(createMetadataRepository(db));
  return {
    description,
    get: (group, key) => metadata.get(group, key),
    async set(group, key, value) {
      const current = await metadata.get(group, key);
      try {
        return await metadata.set({ group, key, version: current?.version ?? 1, value });
      } catch (error) {
        if (error instanceof MetadataValueError) {
          throw new MetadataStoreError(error.message);
        }
        throw error;
      }
    },
  };
}
