import { loadConfig } from '../config';
import { openMigratedDatabase, seedDemoData } from '../domains';

/** `npm run seed -w @portal/api`: loads the demo data (idempotent). Refuses in production without --force. */
const SEED_USAGE = `Usage: npm run seed -w @portal/api [-- --force]

Loads the demo data (games, metadata, players, money, profiles, campaigns) into the configured
database (DATABASE_URL, else the PGlite DATA_DIR); idempotent. Stop the API first on PGlite.
--force  load it even with NODE_ENV=production`;

async function main(): Promise<number> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(SEED_USAGE);
    return 0;
  }
  const config = loadConfig();
  if (config.isProduction && !process.argv.includes('--force')) {
    console.error('Refusing to load demo data with NODE_ENV=production (pass --force to insist).');
    return 2;
  }
  const database = await openMigratedDatabase(config, 'the seed CLI');
  try {
    const written = await seedDemoData(database.db);
    const summary = Object.entries(written)
      .map(([name, count]) => `${name}: ${count}`)
      .join(', ');
    console.log(`Demo data loaded into ${database.kind} (${summary})`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
