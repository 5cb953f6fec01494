import { databaseTargets, type TestDatabase } from '../testing/databases';
import { DEMO_GAMES } from '../games/seed';
import { createMetadataRepository } from '../metadata/repository';
import { createMetadataService } from '../metadata/service';
import { DEMO_METADATA } from '../metadata/seed';
import { DEMO_NEWS } from '../news/seed';
import { DEMO_PLAYERS } from '../auth/users/seed';
import { DEMO_GACHA_EVENTS } from '../money/wallet/seed';
import { migrateToLatest, isDatabaseEmpty, seedDemoData } from '.';
import { DEMO_PROFILE_ROWS } from '../profile/seed';

describe.each(databaseTargets)('demo seed on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  it('treats a fresh database as empty, then loads every demo set', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    expect(await seedDemoData(database.db)).toEqual({
      games: DEMO_GAMES.length,
      metadata: DEMO_METADATA.length,
      news: DEMO_NEWS.length,
      players: DEMO_PLAYERS.length,
      money: DEMO_GACHA_EVENTS.length + DEMO_PLAYERS.length,
      profiles: DEMO_PROFILE_ROWS,
      campaigns: expect.any(Number),
      puzzles: 7, // four demo events (one upcoming) and DemoPlayer's pieces in the three live ones
    });
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('is idempotent and keeps operator edits', async () => {
    const metadata = createMetadataService(createMetadataRepository(database.db));
    await metadata.set({
      group: 'MAINTENANCE',
      key: 'maintenance_setting',
      version: 1,
      value: '{"isActive":true,"ipWhitelist":["1.2.3.4"]}',
    });
    expect(await seedDemoData(database.db)).toEqual({
      games: DEMO_GAMES.length,
      metadata: 0,
      news: 0,
      players: 0,
      money: 0,
      profiles: 0,
      campaigns: 0,
      puzzles: 0,
    });
    const { total } = await database.db
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    expect(Number(total)).toBe(DEMO_GAMES.length);
    expect((await metadata.detail('maintenance_setting', 1)).value).toBe(
      '{"isActive":true,"ipWhitelist":["1.2.3.4"]}',
    );
  });

  it("gives a demo gacha event stored before events had translations the demo's names, and keeps an operator's", async () => {
    const [launch, moonlight] = DEMO_GACHA_EVENTS;
    const store = (code: string, translations: string) =>
      database.db.updateTable('gacha_events').set({ translations }).where('code', '=', code).execute();
    const stored = (code: string) =>
      database.db
        .selectFrom('gacha_events')
        .select('translations')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
        .then((row) => JSON.parse(row.translations) as unknown);
    await store(launch!.code, '{}');
    await store(moonlight!.code, '{"th":{"name":"กาชาของผู้ดูแล"}}');
    await seedDemoData(database.db);
    expect(await stored(launch!.code)).toEqual(launch!.translations);
    expect(Object.keys(launch!.translations ?? {}).sort()).toEqual(['id', 'th', 'vn']);
    expect(await stored(moonlight!.code)).toEqual({ th: { name: 'กาชาของผู้ดูแล' } });
  });
});
