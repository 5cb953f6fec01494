import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from './migrations';

// Migrations work on any database type: Kysely's documented pattern is Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export function createMigrator(db: AnyDatabase): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Applies pending migrations; returns the names applied now (empty when up to date). */
export async function migrateToLatest(db: AnyDatabase): Promise<string[]> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  if (error) {
    const failed = results?.find((result: MigrationResult) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
