import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { migrateToLatest, seedDemoData } from '../domains';
import { createMoneyServices } from '../money';
import { testMoneyConfig } from '../money/wallet/testing';
import { databaseTargets, type TestDatabase } from '../testing/databases';
import { ADMIN_COMMANDS } from './commandTable';
import { GACHA_USAGE, runGachaCommand } from './gachaCommands';

const money = testMoneyConfig();
const EVENT = 'moonlight_anniversary';

async function run(db: Kysely<Database>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runGachaCommand(
    argv,
    db,
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    money,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe.each(databaseTargets)('admin CLI gacha commands on $name', (target) => {
  let database: TestDatabase;
  const published = () => createMoneyServices({ db: database.db, config: money }).gacha.event(EVENT);
  beforeAll(async () => {
    database = await target.open();
    await migrateToLatest(database.db);
    await seedDemoData(database.db);
  });
  afterAll(() => database.close());

  it('lists an event prizes with the odds the next draw uses', async () => {
    const event = await published();
    const listed = await run(database.db, 'prizes', EVENT);
    expect(listed.code).toBe(0);
    const lines = listed.out.split('\n');
    expect(lines[0]).toBe(`${EVENT} (${event.name}): next draw out of 100`);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^#\d+\s+common\s+60\/100\s+60\.00%\s+unlimited\s+1,000 Points$/),
      expect.stringMatching(/^#\d+\s+rare\s+30\/100\s+30\.00%\s+unlimited\s+2 Gacha Tickets$/),
      expect.stringMatching(/^#\d+\s+legendary\s+10\/100\s+10\.00%\s+3 left\s+10,000 Gold$/),
    ]);
  });

  it("sets a prize's rarity, and the event's published table shows it with the same odds", async () => {
    const before = await published();
    const tickets = before.prizes.find((prize) => prize.name === '2 Gacha Tickets')!;
    const result = await run(database.db, 'rarity', String(tickets.id), 'epic');
    expect(result.code).toBe(0);
    expect(result.out).toContain(`Prize #${tickets.id} (2 Gacha Tickets) is now epic`);
    expect(result.out).toMatch(/#\d+\s+epic\s+30\/100\s+30\.00%\s+unlimited\s+2 Gacha Tickets/);

    const after = await published();
    expect(after.prizes.map((prize) => [prize.name, prize.rarity, prize.drawWeight])).toEqual(
      before.prizes.map((prize) => [
        prize.name,
        prize.id === tickets.id ? 'epic' : prize.rarity,
        prize.drawWeight,
      ]),
    );
    expect(after.drawTotal).toBe(before.drawTotal);
  });

  it("names an event in a language: players of that language see it, the others' names stay", async () => {
    const named = (language: 'en' | 'vn' | 'th' | 'id') =>
      createMoneyServices({ db: database.db, config: money })
        .gacha.events()
        .then((events) => events.find((event) => event.code === EVENT))
        .then((event) => (language === 'en' ? event?.name : event?.translations?.[language]?.name));
    expect(await named('th')).toBe('กาชาครบรอบ Moonlight Saga');

    const result = await run(database.db, 'name', EVENT, 'th', '  กาชาครบรอบ 1 ปี Moonlight Saga ');
    expect(result).toEqual({
      code: 0,
      out: `${EVENT} is named "กาชาครบรอบ 1 ปี Moonlight Saga" in th`,
      err: '',
    });
    expect(await named('th')).toBe('กาชาครบรอบ 1 ปี Moonlight Saga');
    expect(await named('vn')).toBe('Gacha Kỷ Niệm Moonlight Saga');

    expect((await run(database.db, 'name', EVENT, 'en', 'Moonlight Saga 1st Anniversary Gacha')).code).toBe(
      0,
    );
    expect(await named('en')).toBe('Moonlight Saga 1st Anniversary Gacha');
    expect(await named('id')).toBe('Gacha Ulang Tahun Moonlight Saga');
  });

  it('keeps the names this release does not know when it names one language', async () => {
    const stored = { ja: { name: 'ガチャ' }, vn: { name: 'Gacha VN' } };
    await database.db
      .updateTable('gacha_events')
      .set({ translations: JSON.stringify(stored) })
      .where('code', '=', EVENT)
      .execute();
    expect((await run(database.db, 'name', EVENT, 'th', 'กาชา')).code).toBe(0);
    const row = await database.db
      .selectFrom('gacha_events')
      .select('translations')
      .where('code', '=', EVENT)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.translations)).toEqual({ ...stored, th: { name: 'กาชา' } });
  });

  it.each([
    [['gacha', 'name', EVENT, 'fr', 'Gacha'], 2, '<language> is one of en, vn, th, id'],
    [['gacha', 'name', EVENT, 'th', '   '], 2, '<name>: name must not be empty'],
    [['gacha', 'name', EVENT, 'vn', 'x'.repeat(81)], 2, '<name>: name is at most 80 characters'],
    [['gacha', 'name', 'no_such_event', 'th', 'Gacha'], 1, 'This gacha event does not exist.'],
    [['gacha', 'rarity', '1', 'mythic'], 2, '<rarity> is one of common, rare, epic, legendary'],
    [['gacha', 'rarity', 'first', 'rare'], 2, 'Give the prize id'],
    [['gacha', 'rarity', '999999', 'rare'], 1, 'No gacha prize #999999'],
    [['gacha', 'prizes', 'no_such_event'], 1, 'This gacha event does not exist.'],
    [['gacha', 'fly'], 2, 'Unknown command: gacha fly'],
  ])('refuses %j with exit code %i', async (argv, code, message) => {
    const result = await run(database.db, ...argv.slice(1));
    expect(result.code).toBe(code);
    expect(result.err).toContain(message);
  });

  it('prints its usage for help', async () => {
    expect(await run(database.db, 'help')).toEqual({ code: 0, out: GACHA_USAGE, err: '' });
  });

  it('lets read-only tokens list prizes, not set a rarity or a name', () => {
    const gacha = ADMIN_COMMANDS.gacha!;
    expect(['prizes', 'help'].map((word) => gacha.readsOnly([word]))).toEqual([true, true]);
    expect(gacha.readsOnly(['rarity'])).toBe(false);
    expect(gacha.readsOnly(['name'])).toBe(false);
  });
});
