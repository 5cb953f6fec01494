import { PGlite } from '@electric-sql/pglite';
import { runPreparedOnPGlite } from './pglitePrepared';

/** The prepared path reads and writes the protocol itself: its answers must be PGlite's own. */
describe('prepared statements on PGlite', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table things (id int8 primary key, label text, seen timestamptz, flags bool[], data jsonb, amount numeric);
      insert into things values
        (1, 'Vàng khóa ✨', '2026-12-07T10:00:00Z', '{true,false}', '{"a":[1,2]}', 12.5),
        (2, null, null, null, null, null),
        (9007199254740993, repeat('ă', 5000), '2026-01-01T00:00:00Z', '{}', '"x"', 0);
    `);
  });
  afterAll(() => client.close());

  const text =
    'select id, label, seen, flags, data, amount from things where id = any($1::int8[]) or label = $2 order by id';

  it('answers the rows PGlite’s own query answers, multi-byte text, nulls, arrays and big rows included', async () => {
    const parameters = [[1, 2, '9007199254740993'], 'Vàng khóa ✨'];
    const own = await client.query(text, parameters);
    const prepared = await runPreparedOnPGlite(client, 'things_by_id', text, parameters);
    expect(prepared.rows).toEqual(own.rows);
    expect(prepared.rows).toHaveLength(3);
    expect(prepared.fields).toEqual(own.fields);
    expect(prepared.rows[2]).toMatchObject({ id: 9007199254740993n, label: 'ă'.repeat(5000) });
  });

  it('binds each call’s own arguments to the statement parsed once', async () => {
    const first = await runPreparedOnPGlite(client, 'things_by_id', text, [[2], null]);
    const second = await runPreparedOnPGlite(client, 'things_by_id', text, [[], 'Vàng khóa ✨']);
    expect(first.rows.map((row) => (row as { id: unknown }).id)).toEqual([2]);
    expect(second.rows.map((row) => (row as { id: unknown }).id)).toEqual([1]);
    const statements = await client.query(
      `select count(*)::int as n from pg_prepared_statements where name = 'things_by_id'`,
    );
    expect(statements.rows).toEqual([{ n: 1 }]);
  });

  it('throws the backend’s error and leaves the connection usable', async () => {
    await expect(
      runPreparedOnPGlite(client, 'things_by_id', text, [['not a number'], null]),
    ).rejects.toMatchObject({
      code: '22P02',
      message: expect.stringContaining('invalid input syntax'),
    });
    expect((await runPreparedOnPGlite(client, 'things_by_id', text, [[1], null])).rows).toHaveLength(1);
  });

  it('counts the rows a write touched', async () => {
    const update = 'update things set amount = amount + $1 where id = any($2::int8[])';
    const result = await runPreparedOnPGlite(client, 'things_bump', update, [1, [1, 2]]);
    expect(result).toMatchObject({ affectedRows: 2, rows: [] });
  });
});
