import { ErrorEnvelopeSchema, successEnvelope, type ApiError } from '@portal/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { buildApi } from '../app';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { migrateToLatest, seedDemoData } from '../domains';
import type { Mailer } from '../mail/mailer';
import type { LogDestination } from '@portal/contracts/logging';
import type { DatabaseTarget } from './databases';

export interface TestApi {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: ApiConfig;
}

export interface TestApiOptions {
  seed?: boolean;
  config?: Partial<ApiConfig>;
  mailer?: Mailer;
  /** Keeps the app's log lines (the log level is the config's). */
  logDestination?: LogDestination;
  /** Runs on the built app before it is ready (test-only routes). */
  extend?: (app: FastifyInstance) => void;
}

/** Opens a migrated (and by default seeded) database on the target and builds the API for a describe block. */
export function useTestApi(target: DatabaseTarget, options: TestApiOptions = {}): TestApi {
  const api = {} as TestApi;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await target.open();
    close = database.close;
    await migrateToLatest(database.db);
    if (options.seed !== false) await seedDemoData(database.db);
    api.db = database.db;
    api.config = { ...database.config, ...options.config };
    api.app = await buildApi({
      db: database.db,
      config: api.config,
      mailer: options.mailer,
      logDestination: options.logDestination,
    });
    options.extend?.(api.app);
    await api.app.ready();
  });
  afterAll(async () => {
    await api.app?.close();
    await close?.();
  });
  return api;
}

/** Asserts a 2xx success envelope whose data matches the contract, and returns the data. */
export function expectSuccess<S extends v.GenericSchema>(
  response: LightMyRequestResponse,
  schema: S,
  status = 200,
): v.InferOutput<S> {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return v.parse(successEnvelope(schema), response.json()).data;
}

/** Asserts an error envelope with this status and (first) code, and returns the errors. */
export function expectFailure(response: LightMyRequestResponse, status: number, code: string): ApiError[] {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const { errors } = v.parse(ErrorEnvelopeSchema, response.json());
  expect(errors[0]?.code).toBe(code);
  return errors;
}
