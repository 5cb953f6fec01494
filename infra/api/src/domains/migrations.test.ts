import { sql } from 'kysely';
import { databaseTargets, type TestDatabase } from '../testing/databases';
import { createMigrator, migrateToLatest, migrations } from '.';

describe('migration registry', () => {
  it('names every migration NNNN_description, in order', () => {
    const names = Object.keys(migrations);
    expect(names[0]).toBe('0001_platform_foundation');
    for (const name of names) expect(name).toMatch(/^\d{4}_[a-z0-9_]+$/);
    expect([...names].sort()).toEqual(names);
  });
});

describe.each(databaseTargets)('migrations on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  it('applies every migration once and nothing on the second run', async () => {
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('keeps its bookkeeping in the current schema', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_name like 'kysely_migration%'`.execute(database.db);
    expect(rows.map((row) => row.table_name).sort()).toEqual(['kysely_migration', 'kysely_migration_lock']);
  });

  it('creates the foundation tables', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() order by table_name`.execute(database.db);
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['game_platforms', 'games', 'mail_outbox', 'metadata_records']),
    );
  });

  it('enforces the contract values in the schema', async () => {
    await expect(
      database.db
        .insertInto('games')
        .values({
          game_code: 'x1',
          name: 'X',
          status: 'alpha' as never,
          thumbnail_homepage: '',
          thumbnail_banner: '',
        })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });

  it('rolls back and re-applies cleanly', async () => {
    const migrator = await createMigrator(database.db);
    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    const newest = Object.keys(migrations).slice(-1);
    expect(down.results?.map((result) => result.migrationName)).toEqual(newest);
    expect(await migrateToLatest(database.db)).toEqual(newest);
  });
});
