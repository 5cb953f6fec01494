import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { migrateToLatest } from '../domains';
import { databaseTargets, type TestDatabase } from '../testing/databases';
import { runAdminCommand } from './adminCommands';
import { ADMIN_COMMANDS } from './commandTable';

async function run(db: Kysely<Database>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(
    argv,
    db,
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    { operator: 'ops-anna', scope: 'write' },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe.each(databaseTargets)('admin CLI news commands on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  it('adds a draft, gives it a Thai text, publishes it and lists it', async () => {
    const added = await run(database.db, 'news', 'add', '--title', 'Season 3 is live', '--link', '/games');
    expect(added).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^News 1 added, draft \(written to the database\)/),
    });
    expect(
      (await run(database.db, 'news', 'text', '1', '--language', 'th', '--title', 'ซีซัน 3 มาแล้ว')).out,
    ).toContain('now in en, th');
    expect((await run(database.db, 'news', 'publish', '1')).out).toMatch(/News 1 published \d{4}-/);

    const listed = await run(database.db, 'news', 'list');
    expect(listed.out).toMatch(/^\s+1 {2}published \S+\s+en,th\s+Season 3 is live$/);
    const shown = JSON.parse((await run(database.db, 'news', 'show', '1')).out) as Record<string, unknown>;
    expect(shown).toMatchObject({
      link: '/games',
      createdBy: 'ops-anna',
      texts: { en: { title: 'Season 3 is live' }, th: { title: 'ซีซัน 3 มาแล้ว' } },
    });
  });

  it('schedules, unpublishes, drops a language and removes', async () => {
    expect((await run(database.db, 'news', 'publish', '1', '--at', '2099-01-01')).out).toContain(
      'scheduled 2099-01-01T00:00:00Z',
    );
    expect((await run(database.db, 'news', 'unpublish', '1')).out).toContain('is a draft again');
    expect((await run(database.db, 'news', 'untext', '1', '--language', 'th')).out).toContain('now in en');
    expect(await run(database.db, 'news', 'untext', '1', '--language', 'en')).toMatchObject({
      code: 1,
      err: 'News 1 keeps at least one language: remove the item instead',
    });
    expect((await run(database.db, 'news', 'remove', '1')).out).toContain('News 1 removed');
    expect((await run(database.db, 'news', 'list')).out).toBe(
      'No news yet: news add --title <text> --publish now',
    );
  });

  it.each([
    [
      ['news', 'add', '--title', 'x', '--link', 'javascript:alert(1)'],
      1,
      "a link must be a path of this site ('/…') or an https:// address",
    ],
    [
      ['news', 'add', '--title', 'x', '--image', 'https://cdn.example/a.png'],
      1,
      "an image must be a path of this site starting with '/'",
    ],
    [['news', 'add', '--title', 'x'.repeat(121)], 1, 'title is at most 120 characters'],
    [['news', 'add', '--title', 'x', '--language', 'fr'], 1, 'lang must be en, vn, th or id'],
    [['news', 'add', '--body', 'no title'], 2, 'news add needs --title <text>'],
    [['news', 'publish', '999'], 1, 'No news item 999'],
    [['news', 'publish', 'first'], 2, 'Give the item id'],
    [['news', 'publish', '999', '--at', 'tomorrow'], 1, 'No news item 999'],
    [['news', 'fly'], 2, 'Unknown command: news fly'],
  ])('refuses %j with exit code %i', async (argv, code, message) => {
    const result = await run(database.db, ...argv);
    expect(result.code).toBe(code);
    expect(result.err).toContain(message);
  });

  it('lets read-only tokens list and show, nothing else', () => {
    const news = ADMIN_COMMANDS.news!;
    expect(['list', 'show', 'help'].map((word) => news.readsOnly([word]))).toEqual([true, true, true]);
    expect(['add', 'text', 'publish', 'remove'].map((word) => news.readsOnly([word]))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
