import { randomBytes } from 'node:crypto';
import type { DatabaseKind } from '@portal/contracts';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { loadConfig, type ApiConfig } from '../config';
import { IN_MEMORY, openDatabase, type Database } from '../db/database';

export interface TestDatabase {
  db: Kysely<Database>;
  /** A config pointing at this database (test mode, silent log). */
  config: ApiConfig;
  close(): Promise<void>;
}

export interface DatabaseTarget {
  name: DatabaseKind;
  open(): Promise<TestDatabase>;
}

const baseEnv = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY };

const pglite: DatabaseTarget = {
  name: 'pglite',
  async open() {
    const { db } = await openDatabase({ dataDir: IN_MEMORY });
    return { db, config: loadConfig(baseEnv), close: () => db.destroy() };
  },
};

/** PostgreSQL from DATABASE_URL; each open() gets its own schema, dropped on close. */
const postgres = (databaseUrl: string): DatabaseTarget => ({
  name: 'postgres',
  async open() {
    const schema = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const { db } = await openDatabase({ databaseUrl, dataDir: IN_MEMORY, searchPath: schema });
    return {
      db,
      config: loadConfig({ ...baseEnv, DATABASE_URL: databaseUrl }),
      async close() {
        await db.destroy();
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      },
    };
  },
});

/** PGlite always; PostgreSQL too when DATABASE_URL is set. Use with describe.each. */
export const databaseTargets: DatabaseTarget[] = [
  pglite,
  ...(process.env.DATABASE_URL ? [postgres(process.env.DATABASE_URL)] : []),
];
