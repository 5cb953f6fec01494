import { PGlite } from '@electric-sql/pglite';
import { runPreparedOnPGlite, runQueryOnPGlite } from './pgliteQuery';

/** Both paths read and write the protocol themselves: their answers must be PGlite's own. */
describe('queries on PGlite in one crossing', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table things (id int8 primary key, label text unique, seen timestamptz, flags bool[], data jsonb, amount numeric, raw bytea);
      insert into things values
        (1, 'Vàng khóa ✨', '2026-12-07T10:00:00Z', '{true,false}', '{"a":[1,2]}', 12.5, '\\x00ff'),
        (2, null, null, null, null, null, null),
        (9007199254740993, repeat('ă', 5000), '2026-01-01T00:00:00Z', '{}', '"x"', 0, '\\x');
    `);
  });
  afterAll(() => client.close());

  const select =
    'select id, label, seen, flags, data, amount, raw from things where id = any($1::int8[]) or label = $2 order by id';

  describe('a named prepared statement', () => {
    it('answers the rows and fields PGlite’s own query answers: multi-byte text, nulls, arrays, bytes, big rows', async () => {
      const parameters = [[1, 2, '9007199254740993'], 'Vàng khóa ✨'];
      const own = await client.query(select, parameters);
      const prepared = await runPreparedOnPGlite(client, 'things_by_id', select, parameters);
      expect(prepared.rows).toEqual(own.rows);
      expect(prepared.rows).toHaveLength(3);
      expect(prepared.fields).toEqual(own.fields);
      expect(prepared.rows[2]).toMatchObject({ id: 9007199254740993n, label: 'ă'.repeat(5000) });
    });

    it('binds each call’s own arguments to the statement parsed once', async () => {
      const first = await runPreparedOnPGlite(client, 'things_by_id', select, [[2], null]);
      const second = await runPreparedOnPGlite(client, 'things_by_id', select, [[], 'Vàng khóa ✨']);
      expect(first.rows.map((row) => (row as { id: unknown }).id)).toEqual([2]);
      expect(second.rows.map((row) => (row as { id: unknown }).id)).toEqual([1]);
      const statements = await client.query(
        `select count(*)::int as n from pg_prepared_statements where name = 'things_by_id'`,
      );
      expect(statements.rows).toEqual([{ n: 1 }]);
    });

    it('sends values as node-postgres does, as the other path and PostgreSQL do', async () => {
      const text = 'select $1::timestamptz as at, $2::jsonb as data, $3::bytea as raw';
      const at = new Date('2026-12-07T11:22:33.456Z');
      const parameters = [at, { list: ['a', { b: 1 }] }, new Uint8Array([7])];
      const prepared = await runPreparedOnPGlite(client, 'echo_values', text, parameters);
      expect(prepared.rows).toEqual((await runQueryOnPGlite(client, text, parameters)).rows);
      expect(prepared.rows).toEqual([{ at, data: { list: ['a', { b: 1 }] }, raw: new Uint8Array([7]) }]);
    });

    it('throws the backend’s error and leaves the connection usable', async () => {
      await expect(
        runPreparedOnPGlite(client, 'things_by_id', select, [['not a number'], null]),
      ).rejects.toMatchObject({
        code: '22P02',
        message: expect.stringContaining('invalid input syntax'),
      });
      expect((await runPreparedOnPGlite(client, 'things_by_id', select, [[1], null])).rows).toHaveLength(1);
    });
  });

  describe('any other statement', () => {
    it('answers the rows and fields PGlite’s own query answers', async () => {
      const parameters = [[1, 2, '9007199254740993'], 'Vàng khóa ✨'];
      const own = await client.query(select, parameters);
      const answer = await runQueryOnPGlite(client, select, parameters);
      expect(answer.rows).toEqual(own.rows);
      expect(answer.fields).toEqual(own.fields);
      expect(answer.rows[0]).toMatchObject({
        raw: new Uint8Array([0, 255]),
        data: { a: [1, 2] },
        flags: [true, false],
      });
    });

    it('sends values as node-postgres does: dates, objects as JSON, arrays, bytes, bigints, null', async () => {
      const seen = new Date('2026-12-07T11:22:33.456Z');
      const inserted = await runQueryOnPGlite(
        client,
        'insert into things (id, label, seen, flags, data, amount, raw) values ($1, $2, $3, $4, $5, $6, $7) returning *',
        [
          10n,
          'mười',
          seen,
          [false, true],
          { nested: { ok: true }, list: ['a'] },
          '0.10',
          new Uint8Array([1, 2, 3]),
        ],
      );
      expect(inserted).toMatchObject({ affectedRows: 1, command: 'INSERT' });
      expect(inserted.rows).toEqual([
        {
          id: 10,
          label: 'mười',
          seen,
          flags: [false, true],
          data: { nested: { ok: true }, list: ['a'] },
          amount: '0.10',
          raw: new Uint8Array([1, 2, 3]),
        },
      ]);
      const empty = await runQueryOnPGlite(client, 'select id from things where label = $1', [null]);
      expect(empty).toMatchObject({ rows: [], fields: [{ name: 'id', dataTypeID: 20 }] });
    });

    it('keeps a column named __proto__ as a field of the row', async () => {
      const answer = await runQueryOnPGlite<Record<string, unknown>>(
        client,
        `select 1 as "__proto__", 2 as x`,
        [],
      );
      expect(Object.keys(answer.rows[0]!)).toEqual(['__proto__', 'x']);
      expect(Object.getPrototypeOf(answer.rows[0])).toBe(Object.prototype);
    });

    it('counts the rows a write touched', async () => {
      const result = await runQueryOnPGlite(
        client,
        'update things set amount = amount + $1 where id = any($2)',
        [1, [1, 10]],
      );
      expect(result).toMatchObject({ affectedRows: 2, command: 'UPDATE', rows: [] });
    });

    it('throws the backend’s error with its code, and a failed transaction stays failed until rolled back', async () => {
      await runQueryOnPGlite(client, 'begin', []);
      await expect(
        runQueryOnPGlite(client, 'insert into things (id, label) values ($1, $2)', [11, 'mười']),
      ).rejects.toMatchObject({
        code: '23505',
        constraint: 'things_label_key',
      });
      await expect(runQueryOnPGlite(client, 'select 1', [])).rejects.toMatchObject({ code: '25P02' });
      await runQueryOnPGlite(client, 'rollback', []);
      expect((await runQueryOnPGlite(client, 'select count(*)::int as n from things', [])).rows).toEqual([
        { n: 4 },
      ]);
    });

    it('sends a parameter longer than its buffer, and a statement longer than it', async () => {
      // A client of its own: the buffers start small and grow in the middle of the parameter.
      const fresh = await PGlite.create();
      try {
        const long = 'Đ'.repeat(3000);
        expect(
          (await runQueryOnPGlite(fresh, 'select $1::text as long, $2::text as short', [long, 'x'])).rows,
        ).toEqual([{ long, short: 'x' }]);
        const padding = ' '.repeat(5000);
        expect((await runQueryOnPGlite(fresh, `select $1::text as short${padding}`, ['y'])).rows).toEqual([
          { short: 'y' },
        ]);
      } finally {
        await fresh.close();
      }
    });

    it('refuses a syntax error and answers the next query', async () => {
      await expect(runQueryOnPGlite(client, 'selec 1', [])).rejects.toMatchObject({ code: '42601' });
      expect((await runQueryOnPGlite(client, 'select $1::text as echo', ['ok'])).rows).toEqual([
        { echo: 'ok' },
      ]);
    });
  });
});
