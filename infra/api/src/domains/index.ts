import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import { adminDomain } from '../admin/domain';
import { accountsDomain } from '../auth/domain';
import { campaignDomain } from '../campaign/domain';
import type { AnyDatabase } from '../db/migrate';
import { applyMigrations, createMigrator as createMigratorFor } from '../db/migrate';
import type { Database } from '../db/database';
import { collectMigrations, collectSeeders, type DomainModule } from '../db/domain';
import { openAndMigrate, type OpenedDatabase } from '../db/open';
import { runSeeders } from '../db/seed';
import { feedbackDomain } from '../feedback/domain';
import { createGamesRepository } from '../games/repository';
import { moneyDomain } from '../money/domain';
import { platformDomain } from '../platform/domain';
import { profileDomain } from '../profile/domain';
import { telemetryDomain } from '../telemetry/domain';
import { studiosDomain } from '../studios/domain';

/**
 * Every API domain that owns tables, in load order: its migrations join the one migration list and
 * its demo data is seeded in this order (players before their money, profiles and campaigns).
 * A new domain adds one line here and a `domain.ts` of its own (see db/domain.ts).
 */
export const domains: readonly DomainModule[] = [
  platformDomain,
  accountsDomain,
  feedbackDomain,
  moneyDomain,
  profileDomain,
  campaignDomain,
  adminDomain,
  telemetryDomain,
  studiosDomain,
];

/** Every migration, by name in run order. */
export const migrations = collectMigrations(domains);

/** Demo data in load order. */
export const demoSeeders = collectSeeders(domains);

export const createMigrator = (db: AnyDatabase) => createMigratorFor(db, migrations);

/** Applies pending migrations; returns the names applied now (empty when up to date). */
export const migrateToLatest = (db: AnyDatabase): Promise<string[]> => applyMigrations(db, migrations);

/** Loads every domain's demo data; returns the rows each seeder wrote. Safe to run again. */
export const seedDemoData = (db: Kysely<Database>): Promise<Record<string, number>> =>
  runSeeders(db, demoSeeders);

/** The database counts as empty while it has no game (the first thing the demo data adds). */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  return (await createGamesRepository(db).count()) === 0;
}

/** Opens the configured database for a process (API or CLI), locked and migrated. */
export const openMigratedDatabase = (config: ApiConfig, holder: string): Promise<OpenedDatabase> =>
  openAndMigrate(config, holder, migrations);
