import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseKind } from '@portal/contracts';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pgliteDialect';
import { PreparingClient } from './preparedStatements';
import type { Database } from './schema';

export type { Database } from './schema';

/** DATA_DIR value that keeps PGlite in memory (tests). */
export const IN_MEMORY = ':memory:';

export interface DatabaseOptions {
  /** PostgreSQL via node-postgres when set. */
  databaseUrl?: string;
  /** PGlite data directory, or IN_MEMORY. */
  dataDir: string;
  /** PostgreSQL only: a schema to put first on the search_path (tests use one per run). */
  searchPath?: string;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Connections now: held or idle in the pool, and callers waiting for one (read by /metrics). */
  poolStats(): { total: number; idle: number; waiting: number };
}

export const databaseKind = (options: Pick<DatabaseOptions, 'databaseUrl'>): DatabaseKind =>
  options.databaseUrl ? 'postgres' : 'pglite';

/** Opens PostgreSQL when a URL is given, embedded PGlite otherwise; `db.destroy()` closes either. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Runs the few hot reads registered with preparedQuery as named statements (preparedStatements.ts).
      Client: PreparingClient,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const inMemory = options.dataDir === IN_MEMORY;
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? {} : { dataDir: options.dataDir });
  const dialect = new PGliteDialect(client);
  // One connection, taken in turns: idle when nobody holds it; the others wait.
  const poolStats = () => ({
    total: 1,
    idle: dialect.pending === 0 ? 1 : 0,
    waiting: Math.max(0, dialect.pending - 1),
  });
  return { db: new Kysely<Database>({ dialect }), kind: 'pglite', poolStats };
}
