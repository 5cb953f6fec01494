import { sql } from 'kysely';
import { databaseTargets, type TestDatabase } from '../testing/databases';
import { migrateToLatest } from '../domains';
import { createUsersRepository } from '../auth/users/repository';
import { preparedQuery } from './preparedStatements';

describe.each(databaseTargets)('prepared queries on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  it('compiles once and binds each call’s own arguments', async () => {
    const users = createUsersRepository(database.db);
    const first = await users.create({
      email: 'a@prepared.test',
      emailVerified: true,
      passwordHash: null,
      language: 'en',
    });
    const second = await users.create({
      email: 'b@prepared.test',
      emailVerified: false,
      passwordHash: null,
      language: 'vn',
    });
    const byIdAndLanguage = preparedQuery(
      database.db,
      'test_user_language',
      (id: number, language: 'en' | 'vn') =>
        database.db
          .selectFrom('users')
          .select(['id', 'email'])
          .where('id', '=', id)
          .where('language', '=', language),
      2,
    );

    expect(await byIdAndLanguage(first.id, 'en')).toEqual([{ id: first.id, email: 'a@prepared.test' }]);
    expect(await byIdAndLanguage(second.id, 'vn')).toEqual([{ id: second.id, email: 'b@prepared.test' }]);
    expect(await byIdAndLanguage(second.id, 'en')).toEqual([]);
  });

  it('refuses an argument the query does not send as a parameter (it would be frozen at the first call)', async () => {
    const inlined = preparedQuery(
      database.db,
      'test_inlined',
      (_id: number) => database.db.selectFrom('users').select('id').where('id', '>', sql.lit(0)),
      1,
    );
    await expect(inlined(1)).rejects.toThrow('every argument must be a parameter');
  });

  it('runs as a named statement, parsed once per connection', async () => {
    const prepared = await database.db.transaction().execute(async (trx) => {
      const ids = preparedQuery(
        trx,
        'test_named',
        (id: number) => trx.selectFrom('users').select('id').where('id', '=', id),
        1,
      );
      await ids(1);
      await ids(2);
      return sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`
        .execute(trx)
        .then(({ rows }) => rows.filter((row) => row.name.startsWith('test_named_')));
    });
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.statement).toMatch(/^select "id" from "users" where "id" = \$1$/);
  });

  it('answers an error as an error and leaves the connection usable', async () => {
    const byId = preparedQuery(
      database.db,
      'test_failing',
      (id: number) => database.db.selectFrom('users').select('id').where('id', '=', id),
      1,
    );
    await expect(byId('not a number' as unknown as number)).rejects.toThrow(/invalid input syntax/);
    expect(await byId(-1)).toEqual([]);
    expect(await sql<{ one: number }>`select 1 as one`.execute(database.db)).toMatchObject({
      rows: [{ one: 1 }],
    });
  });
});
