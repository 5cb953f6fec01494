import {
  ADMIN_TOKEN_HEADER,
  envelope,
  MetadataRecordSchema,
  shellApiRoutes,
  type MetadataGroup,
  type MetadataRecord,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/database';
import type { AdminEndpoint } from '../metadata/adminEndpoint';
import { createMetadataRepository } from '../metadata/repository';
import { createMetadataService, MetadataValueError } from '../metadata/service';

/** Where the operator commands read and write metadata: the database itself, or the running API. */
export interface MetadataStore {
  /** Says where changes go, for the command's last line. */
  readonly description: string;
  get(group: MetadataGroup, key: string): Promise<MetadataRecord | undefined>;
  /** Stores JSON text as the key's current version; throws with the contract's message when invalid. */
  set(group: MetadataGroup, key: string, value: string): Promise<MetadataRecord>;
}

/** The value does not fit the key's contract, or the API refused it. */
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

const recordAnswer = envelope(MetadataRecordSchema);

/** The running API's admin routes (x-admin-token), used while it holds the PGlite data directory. */
export function apiStore(
  endpoint: Pick<AdminEndpoint, 'url' | 'token'>,
  fetchImpl: typeof fetch = fetch,
): MetadataStore {
  async function call(method: 'GET' | 'PUT', group: MetadataGroup, key: string, body?: object) {
    let response: Response;
    try {
      response = await fetchImpl(new URL(shellApiRoutes.adminMetadata(group, key), endpoint.url), {
        method,
        headers: {
          accept: 'application/json',
          [ADMIN_TOKEN_HEADER]: endpoint.token,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new MetadataStoreError(
        `The API at ${endpoint.url} did not answer (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const answer = v.safeParse(recordAnswer, await response.json().catch(() => null));
    if (!answer.success)
      throw new MetadataStoreError(`The API at ${endpoint.url} answered ${response.status}`);
    return { status: response.status, answer: answer.output };
  }
  return {
    description: `the running API at ${endpoint.url}`,
    async get(group, key) {
      const { status, answer } = await call('GET', group, key);
      if (answer.success) return answer.data;
      if (status === 404) return undefined;
      throw new MetadataStoreError(answer.errors[0]?.message ?? `The API answered ${status}`);
    },
    async set(group, key, value) {
      const { status, answer } = await call('PUT', group, key, { value });
      if (answer.success) return answer.data;
      throw new MetadataStoreError(answer.errors[0]?.message ?? `The API answered ${status}`);
    },
  };
}
