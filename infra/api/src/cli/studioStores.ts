import {
  ADMIN_TOKEN_HEADER,
  endpointUrl,
  envelope,
  studioEndpoints,
  type Endpoint,
  type EndpointAnswer,
  type EndpointBody,
  type StudioOriginRecord,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/database';
import type { AdminEndpoint } from '../metadata/adminEndpoint';
import { createEmbedSessions, createStudioOriginsRepository, OPERATOR_HEADER } from '../studios';

/** Where `studios …` reads and changes the allowlist: the database itself, or the running API. */
export interface StudioOriginStore {
  readonly description: string;
  list(): Promise<StudioOriginRecord[]>;
  add(origin: string, sessionMinutes?: number): Promise<void>;
  /** A new secret for the studio's backend (shown once); null when the origin is not on the list. */
  rotateSecret(origin: string): Promise<string | null>;
  /** False when the origin was not on the list. */
  remove(origin: string): Promise<boolean>;
}

/** The API refused the call or did not answer. */
export class StudioStoreError extends Error {}

export function databaseStudioStore(db: Kysely<Database>, actor: string): StudioOriginStore {
  const repository = createStudioOriginsRepository(db);
  return {
    description: 'the database (every API replica reads it within 5 seconds)',
    list: () => repository.list(),
    add: (origin, sessionMinutes) => repository.add(origin, actor, sessionMinutes),
    remove: (origin) => repository.remove(origin),
    rotateSecret: (origin) => createEmbedSessions(db, repository).rotateSecret(origin),
  };
}

/** The running API's admin routes (x-admin-token), used while it holds the PGlite data directory. */
export function apiStudioStore(
  endpoint: Pick<AdminEndpoint, 'url' | 'token'>,
  actor: string,
  fetchImpl: typeof fetch = fetch,
): StudioOriginStore {
  async function call<E extends Endpoint>(
    declared: E,
    { body }: { body?: EndpointBody<E> } = {},
    query = '',
  ): Promise<EndpointAnswer<E>> {
    let response: Response;
    try {
      response = await fetchImpl(new URL(`${endpointUrl(declared)}${query}`, endpoint.url), {
        method: declared.method,
        headers: {
          accept: 'application/json',
          [ADMIN_TOKEN_HEADER]: endpoint.token,
          [OPERATOR_HEADER]: actor.replace(/[^A-Za-z0-9:._@-]/g, '_').slice(0, 64),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new StudioStoreError(
        `The API at ${endpoint.url} did not answer (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const answer = v.safeParse(envelope(declared.response), await response.json().catch(() => null));
    if (!answer.success) throw new StudioStoreError(`The API at ${endpoint.url} answered ${response.status}`);
    const output = answer.output as
      { success: true; data: EndpointAnswer<E> } | { success: false; errors: { message: string }[] };
    if (!output.success)
      throw new StudioStoreError(output.errors[0]?.message ?? `The API answered ${response.status}`);
    return output.data;
  }
  return {
    description: `the running API at ${endpoint.url}`,
    list: () => call(studioEndpoints.list),
    add: async (origin, sessionMinutes) => {
      await call(studioEndpoints.add, { body: { origin, sessionMinutes } });
    },
    rotateSecret: async (origin) => {
      if (!(await call(studioEndpoints.list)).some((record) => record.origin === origin)) return null;
      return (await call(studioEndpoints.rotateSecret, { body: { origin } })).secret;
    },
    remove: async (origin) =>
      (await call(studioEndpoints.remove, {}, `?origin=${encodeURIComponent(origin)}`)).removed,
  };
}
