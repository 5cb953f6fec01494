import type { Kysely, Migration } from 'kysely';
import type { Database } from './schema';

/** One demo data set; returns how many rows it wrote. Must be safe to run again. */
export interface DemoSeeder {
  name: string;
  run(db: Kysely<Database>): Promise<number>;
}

/**
 * What a domain hands the database layer: its migrations and its demo data. Its tables join the
 * `Database` type by declaration merging in the same file (db/schema.ts shows how). The list of
 * domains, in order, is src/domains.ts; db/ itself knows none of them.
 */
export interface DomainModule {
  /** The folder's name in domain words (`money`, `accounts`); used in errors. */
  name: string;
  /**
   * Migrations by their global name (`0005_money`). Names are numbered across all domains and run in
   * name order; never rename or edit one that has shipped.
   */
  migrations?: Readonly<Record<string, Migration>>;
  /** Demo data, seeded in the order of the domain list and then of this array. */
  seeders?: readonly DemoSeeder[];
}

/** Every domain's migrations in one record; two domains claiming one name is a wiring error. */
export function collectMigrations(domains: readonly DomainModule[]): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  const owner = new Map<string, string>();
  for (const domain of domains) {
    for (const [name, migration] of Object.entries(domain.migrations ?? {})) {
      const claimed = owner.get(name);
      if (claimed) throw new Error(`Migration ${name} is registered by both ${claimed} and ${domain.name}`);
      owner.set(name, domain.name);
      all[name] = migration;
    }
  }
  // Kysely sorts by name itself; sorted here too so listings and tests read in run order.
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
}

/** Every domain's demo seeders in load order; two with one name would hide a count in the report. */
export function collectSeeders(domains: readonly DomainModule[]): DemoSeeder[] {
  const seeders = domains.flatMap((domain) => domain.seeders ?? []);
  const names = new Set<string>();
  for (const { name } of seeders) {
    if (names.has(name)) throw new Error(`Two demo seeders are named ${name}`);
    names.add(name);
  }
  return seeders;
}
