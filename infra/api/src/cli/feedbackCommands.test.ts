import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { migrateToLatest } from '../domains';
import { createFeedbackRepository } from '../feedback/repository';
import { databaseTargets, type TestDatabase } from '../testing/databases';
import { runAdminCommand } from './adminCommands';
import { parseSince } from './feedbackCommands';

async function run(db: Kysely<Database>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(argv, db, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err: err.join('\n') };
}

describe('--since', () => {
  const now = new Date('2024-05-10T12:00:00Z');
  it.each([
    ['7d', '2024-05-03T12:00:00.000Z'],
    ['24h', '2024-05-09T12:00:00.000Z'],
    ['30m', '2024-05-10T11:30:00.000Z'],
    ['2024-05-01', '2024-05-01T00:00:00.000Z'],
    ['2024-05-01T08:30', '2024-05-01T08:30:00.000Z'],
    ['2024-05-01T08:30:00+07:00', '2024-05-01T01:30:00.000Z'],
  ])('reads %s', (raw, expected) => {
    expect(parseSince(raw, now).toISOString()).toBe(expected);
  });

  it('refuses anything else', () => {
    expect(() => parseSince('last week', now)).toThrow('--since');
    expect(() => parseSince('2024-13-45', now)).toThrow('--since');
  });
});

describe.each(databaseTargets)('admin CLI feedback commands on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
    await migrateToLatest(database.db);
    const repository = createFeedbackRepository(database.db);
    const base = { is_login: false, language: 'en' as const, user_agent: 'UA', client_ip: '198.51.100.1' };
    await repository.insert({
      ...base,
      created_at: new Date('2024-04-01T10:00:00Z'),
      page: 'login',
      description: 'Old one',
      email: null,
    });
    await repository.insert({
      ...base,
      created_at: new Date('2024-05-02T10:00:00Z'),
      page: 'reward',
      description: 'Gacha, "wow"\nsecond line',
      email: 'guest@example.com',
    });
    await repository.insert({
      ...base,
      created_at: new Date('2024-05-03T10:00:00Z'),
      user_id: 7,
      is_login: true,
      page: 'friends',
      description: '=cmd',
      email: 'k@example.com',
    });
  });
  afterAll(() => database.close());

  it('feedback list prints the newest first with who sent it', async () => {
    const result = await run(database.db, 'feedback', 'list', '--limit', '2');
    expect(result.code).toBe(0);
    expect(result.out[0]).toMatch(/^#3 2024-05-03T10:00:00.000Z friends user 7 <k@example.com> \[en\]$/);
    expect(result.out[2]).toMatch(/^#2 .* reward visitor <guest@example.com>/);
    expect(result.out[3]).toBe('  Gacha, "wow" second line');
    expect(result.out.at(-1)).toBe('2 feedback(s)');
  });

  it('feedback export --since … --format csv writes every matching row as CSV, oldest first', async () => {
    const result = await run(database.db, 'feedback', 'export', '--since', '2024-05-01', '--format', 'csv');
    expect(result.code).toBe(0);
    expect(result.out).toEqual([
      'id,created_at,user_id,is_login,page,description,email,language,user_agent',
      '2,2024-05-02T10:00:00.000Z,,false,reward,"Gacha, ""wow""\nsecond line",guest@example.com,en,UA',
      "3,2024-05-03T10:00:00.000Z,7,true,friends,'=cmd,k@example.com,en,UA",
    ]);
  });

  it.each([
    [['feedback', 'export', '--since', '7d'], 'export needs --format csv'],
    [['feedback', 'export', '--format', 'xlsx'], 'export needs --format csv'],
    [['feedback', 'list', '--limit', '0'], '--limit must be an integer from 1 to 500'],
    [['feedback', 'list', '--since'], '--since needs a value'],
    [['feedback', 'purge'], 'Unknown feedback command: purge'],
  ])('%j is a usage error (exit 2)', async (argv, message) => {
    const result = await run(database.db, ...argv);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
    expect(result.err).toContain('feedback export --format csv');
  });

  it('feedback help prints its usage', async () => {
    const result = await run(database.db, 'feedback', 'help');
    expect(result.code).toBe(0);
    expect(result.out.join('\n')).toContain('feedback list [--since <when>]');
  });
});
