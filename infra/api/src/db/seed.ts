import type { Kysely } from 'kysely';
import type { Database } from './database';
import type { DemoSeeder } from './domain';

export type { DemoSeeder } from './domain';

/** Runs `seeders` in order (every domain's, from src/domains); returns the rows each one wrote. */
export async function runSeeders(
  db: Kysely<Database>,
  seeders: readonly DemoSeeder[],
): Promise<Record<string, number>> {
  const written: Record<string, number> = {};
  for (const seeder of seeders) written[seeder.name] = await seeder.run(db);
  return written;
}
