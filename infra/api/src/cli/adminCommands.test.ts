import { MetadataRecordSchema } from '@portal/contracts';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { migrateToLatest, seedDemoData } from '../domains';
import { databaseTargets, type TestDatabase } from '../testing/databases';
import { ADMIN_USAGE, runAdminCommand } from './adminCommands';

async function run(db: Kysely<Database>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(argv, db, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe.each(databaseTargets)('admin CLI commands on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
    await migrateToLatest(database.db);
    await seedDemoData(database.db);
  });
  afterAll(() => database.close());

  it('metadata get prints the record', async () => {
    const result = await run(database.db, 'metadata', 'get', 'MAINTENANCE', 'maintenance_setting');
    expect(result.code).toBe(0);
    expect(v.parse(MetadataRecordSchema, JSON.parse(result.out))).toMatchObject({
      version: 1,
      value: '{"isActive":false,"ipWhitelist":[]}',
    });
  });

  it('metadata set stores a checked value, compacted', async () => {
    const result = await run(
      database.db,
      'metadata',
      'set',
      'MAINTENANCE',
      'maintenance_setting',
      '{ "isActive": true, "ipWhitelist": ["10.0.0.1"] }',
    );
    expect(result.code).toBe(0);
    const stored = await run(database.db, 'metadata', 'get', 'MAINTENANCE', 'maintenance_setting');
    expect(JSON.parse(stored.out).value).toBe('{"isActive":true,"ipWhitelist":["10.0.0.1"]}');
  });

  it('metadata set writes the given --version', async () => {
    const result = await run(database.db, 'metadata', 'set', 'COMMON', 'promo', '"hello"', '--version', '3');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out)).toMatchObject({
      group: 'COMMON',
      key: 'promo',
      version: 3,
      value: 'hello',
    });
  });

  it('metadata set refuses a value that breaks the contract, with exit code 1', async () => {
    const result = await run(
      database.db,
      'metadata',
      'set',
      'COMMON',
      'showAdjustmentQuest',
      '{"isActive":true}',
    );
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      `Invalid "showAdjustmentQuest" value at isActive: isActive must be the string 'true' or 'false'`,
    );
  });

  it('metadata get of a missing key fails with exit code 1', async () => {
    const result = await run(database.db, 'metadata', 'get', 'COMMON', 'missing');
    expect(result).toMatchObject({ code: 1, err: 'No metadata "missing" in group COMMON' });
  });

  it('games list prints one line per game and a total', async () => {
    const result = await run(database.db, 'games', 'list');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^ash_echoes\s+pre_register\s+android,ios,pc\s+Ash Echoes$/m);
    expect(result.out).toMatch(/^crazy_ones\s+beta\s+android,ios\s+Crazy Ones$/m);
    expect(result.out.split('\n').at(-1)).toBe('6 game(s)');
  });

  it.each([
    [['metadata', 'get', 'common', 'x'], /^group must be one of COMMON/],
    [['metadata', 'set', 'COMMON', 'x'], /^metadata set takes/],
    [['metadata', 'set', 'COMMON', 'x', '1', '--version', 'two'], /^--version must be a positive integer/],
    [['launch', 'rockets'], /^Unknown command: launch rockets/],
  ])('exits 2 with the usage for %j', async (argv, message) => {
    const result = await run(database.db, ...argv);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(message);
    expect(result.err).toContain(ADMIN_USAGE);
  });

  it('prints the usage for help', async () => {
    expect(await run(database.db, 'help')).toEqual({ code: 0, out: ADMIN_USAGE, err: '' });
  });
});
