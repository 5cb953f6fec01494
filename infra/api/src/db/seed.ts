import type { Kysely } from 'kysely';
import { createGamesRepository } from '../games/repository';
import { seedDemoGames } from '../games/seed';
import { createMetadataRepository } from '../metadata/repository';
import { seedDemoMetadata } from '../metadata/seed';
import { seedDemoPlayers } from '../users/seed';
import { seedDemoProfiles } from '../profile/seed';
import { seedDemoMoney } from '../wallet/seed';
import { seedDemoCampaigns } from '../campaign/seed';
import { seedDemoPuzzles } from '../campaign/puzzle/seed';
import type { Database } from './database';

/** One demo data set; returns how many rows it wrote. Must be safe to run again. */
export interface DemoSeeder {
  name: string;
  run(db: Kysely<Database>): Promise<number>;
}

/** Demo data in load order. The accounts issue appends its demo players here. */
export const demoSeeders: DemoSeeder[] = [
  { name: 'games', run: (db) => seedDemoGames(createGamesRepository(db)) },
  { name: 'metadata', run: (db) => seedDemoMetadata(createMetadataRepository(db)) },
  { name: 'players', run: seedDemoPlayers },
  { name: 'money', run: (db) => seedDemoMoney(db) },
  { name: 'profiles', run: (db) => seedDemoProfiles(db) },
  { name: 'campaigns', run: (db) => seedDemoCampaigns(db) },
  { name: 'puzzles', run: (db) => seedDemoPuzzles(db) },
];

/** The database counts as empty while it has no game (the first thing the demo data adds). */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  return (await createGamesRepository(db).count()) === 0;
}

export async function seedDemoData(db: Kysely<Database>): Promise<Record<string, number>> {
  const written: Record<string, number> = {};
  for (const seeder of demoSeeders) written[seeder.name] = await seeder.run(db);
  return written;
}
