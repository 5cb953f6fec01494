/**
 * The release step: brings the database to the latest schema, then exits. Run once per release,
 * before the new API replicas start (compose's `migrate` service; `node --import tsx infra/deploy/migrate.ts`).
 * The API also migrates at start (Kysely's migration lock makes concurrent starts safe), so this
 * step is what keeps a long migration out of the replicas' start and health-check window.
 */
import { loadConfig } from '../api/src/config';
import { openMigratedDatabase } from '../api/src/domains';
import { answerHelp } from '../scripts/usage';

async function main() {
  answerHelp(`Usage: node main.js (dist/prod/migrate), or node --import tsx infra/deploy/migrate.ts
Brings the PostgreSQL database at DATABASE_URL to the latest schema, then exits (0 when done).`);
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set: the production database is PostgreSQL');
  const database = await openMigratedDatabase(config, 'the migration step');
  await database.close();
  console.log('Database schema is up to date.');
}

main().catch((error: unknown) => {
  console.error('Migration failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
