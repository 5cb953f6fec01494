import { errorCodes, HealthSchema } from '@portal/contracts';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { createHealthService } from './service';

describe.each(databaseTargets)('GET /api/health on $name', (target) => {
  const api = useTestApi(target, { seed: false });

  it(`answers ok and names the ${target.name} database`, async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(expectSuccess(response, HealthSchema)).toEqual({ status: 'ok', database: target.name });
  });
});

describe('health service', () => {
  it('reports SERVICE_UNAVAILABLE when the database does not answer', async () => {
    const pool = new pg.Pool({
      connectionString: 'postgres://nobody@127.0.0.1:1/none',
      connectionTimeoutMillis: 1000,
    });
    const unreachable = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      await expect(createHealthService(unreachable, 'postgres').check()).rejects.toMatchObject({
        statusCode: 503,
        code: errorCodes.serviceUnavailable,
      });
    } finally {
      await unreachable.destroy();
    }
  });
});

describe('health route without a database', () => {
  it('answers 503 in the envelope', async () => {
    const { buildApi } = await import('../app');
    const { loadConfig } = await import('../config');
    const pool = new pg.Pool({
      connectionString: 'postgres://nobody@127.0.0.1:1/none',
      connectionTimeoutMillis: 1000,
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const app = await buildApi({ db, config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: ':memory:' }) });
    try {
      expectFailure(
        await app.inject({ method: 'GET', url: '/api/health' }),
        503,
        errorCodes.serviceUnavailable,
      );
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
