import { IN_MEMORY, openDatabase, type Database } from './database';
import type { Kysely } from 'kysely';
import { migrateToLatest } from '../domains';

describe('PGlite dialect', () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    ({ db } = await openDatabase({ dataDir: IN_MEMORY }));
    await migrateToLatest(db);
  });
  afterAll(() => db.destroy());

  const game = (code: string) => ({
    game_code: code,
    name: code,
    status: 'beta' as const,
    thumbnail_homepage: '',
    thumbnail_banner: '',
  });

  it('keeps a query that runs during a failing transaction out of that transaction', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('games').values(game('in_trx')).execute();
      await gate;
      throw new Error('abort');
    });
    const outside = db.insertInto('games').values(game('outside')).execute();
    release();
    await expect(failing).rejects.toThrow('abort');
    await outside;
    const codes = (await db.selectFrom('games').select('game_code').execute()).map((row) => row.game_code);
    expect(codes).toContain('outside');
    expect(codes).not.toContain('in_trx');
  });

  it('reports affected rows of updates and deletes', async () => {
    await db
      .insertInto('games')
      .values([game('aa'), game('bb')])
      .execute();
    const updated = await db
      .updateTable('games')
      .set({ name: 'renamed' })
      .where('game_code', 'in', ['aa', 'bb'])
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const deleted = await db.deleteFrom('games').where('game_code', '=', 'aa').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
  });

  it('reads timestamptz as Date', async () => {
    const row = await db
      .selectFrom('games')
      .select('created_at')
      .where('game_code', '=', 'bb')
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBeInstanceOf(Date);
  });
});
