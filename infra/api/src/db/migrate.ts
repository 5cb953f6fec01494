import { Migrator, sql, type Kysely, type Migration, type MigrationResult } from 'kysely';

// Migrations work on any database type: Kysely's documented pattern is Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDatabase = Kysely<any>;

/**
 * A migrator whose bookkeeping tables live in the current schema. Without an explicit schema Kysely
 * looks for kysely_migration in every schema and would skip creating it when another schema has one.
 */
export async function createMigrator(
  db: AnyDatabase,
  migrations: Readonly<Record<string, Migration>>,
): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('The database has no current schema (check the search_path)');
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
}

/**
 * Applies the pending ones of `migrations` (every domain's, from src/domains); returns the names
 * applied now (empty when up to date).
 */
export async function applyMigrations(
  db: AnyDatabase,
  migrations: Readonly<Record<string, Migration>>,
): Promise<string[]> {
  const { error, results } = await (await createMigrator(db, migrations)).migrateToLatest();
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
