import { loadConfig } from '../config';
import { openMigratedDatabase, seedDemoData } from '../domains';

/** `npm run seed -w @portal/api`: loads the demo data (idempotent). Refuses in production without --force. */
async function main(): Promise<number> {
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
