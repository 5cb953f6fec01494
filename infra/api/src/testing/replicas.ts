import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../domains';

/**
 * Suites about several API replicas need PostgreSQL (PGlite is one process). CI sets DATABASE_URL
 * (`.ci/run` starts a throwaway PostgreSQL); without it these suites are skipped, and say why.
 */
export const replicaDatabaseUrl = process.env.DATABASE_URL || undefined;
export const describeOnPostgres = replicaDatabaseUrl ? describe : describe.skip;
export const NEEDS_POSTGRES = replicaDatabaseUrl ? '' : ' [skipped: needs DATABASE_URL (PostgreSQL)]';

export interface ReplicaDatabases {
  /** One connection pool per replica, all on the same fresh, migrated schema. */
  replicas: Kysely<Database>[];
  close(): Promise<void>;
}

/** A fresh schema on DATABASE_URL, migrated, with `count` independent pools on it: replicas of one API. */
export async function openReplicaDatabases(count: number): Promise<ReplicaDatabases> {
  if (!replicaDatabaseUrl) throw new Error('openReplicaDatabases needs DATABASE_URL');
  const schema = `api_replicas_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: replicaDatabaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const replicas: Kysely<Database>[] = [];
  for (let i = 0; i < count; i++) {
    const { db } = await openDatabase({
      databaseUrl: replicaDatabaseUrl,
      dataDir: ':memory:',
      searchPath: schema,
    });
    replicas.push(db);
  }
  await migrateToLatest(replicas[0]!);
  return {
    replicas,
    async close() {
      await Promise.all(replicas.map((db) => db.destroy()));
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
