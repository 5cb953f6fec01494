import { createHash } from 'node:crypto';
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/**
 * Named prepared statements for the hottest reads (the current user on every page load).
 *
 * Every other query goes to PostgreSQL as an unnamed statement, which the server parses and plans
 * again each time. For /me's one-row join the plan cost four times the execution (EXPLAIN ANALYZE:
 * planning 0.17 ms, execution 0.05 ms), and a loop of the same query took 470–830 µs unnamed against
 * 170 µs named. A named statement is parsed once per pooled connection, and PostgreSQL may keep a
 * generic plan for it. The query is also built and compiled by Kysely once, not per request.
 *
 * Opt-in, one statement at a time, with explicit column lists: a prepared `select *` fails with
 * "cached plan must not change result type" once a migration adds a column to the table. A
 * connection pooler in transaction mode in front of PostgreSQL must keep prepared statements per
 * server connection (PgBouncer ≥ 1.21 with max_prepared_statements).
 */

/** SQL text → statement name, shared by every pool of the process (one text, one name). */
const statementNames = new Map<string, string>();

/** The name PostgreSQL knows the text as: distinct texts never share a name on one connection. */
function nameFor(label: string, text: string): string {
  const known = statementNames.get(text);
  if (known) return known;
  const name = `${label}_${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
  statementNames.set(text, name);
  return name;
}

/** The statement name a `preparedQuery` gave this SQL text, if any (the PGlite dialect reads it). */
export const preparedStatementName = (text: string): string | undefined => statementNames.get(text);

/**
 * The node-postgres client of the pool (`new pg.Pool({ Client: PreparingClient })`): a query whose
 * text a `preparedQuery` registered runs as that named statement; everything else as before.
 */
export class PreparingClient extends pg.Client {
  // node-postgres overloads query() many ways; Kysely calls query(text, values).
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const name = typeof config === 'string' ? statementNames.get(config) : undefined;
    const query = super.query as (...args: unknown[]) => never;
    if (name && (values === undefined || Array.isArray(values))) {
      return query.call(this, { name, text: config, values }, callback);
    }
    return query.call(this, config, values, callback);
  }
}

/** Stands for the i-th argument while the query is compiled once. */
class Placeholder {
  constructor(readonly index: number) {}
}

/**
 * A read compiled once and run as a named prepared statement (on PostgreSQL and on PGlite: db/pgliteQuery.ts).
 * `build` receives stand-ins for the arguments: use each only as a value Kysely sends as a
 * parameter (`where(column, '=', userId)`), never in JavaScript logic or inlined with sql.lit.
 */
export function preparedQuery<Args extends unknown[], Row>(
  db: Kysely<Database>,
  label: string,
  build: (...args: Args) => Compilable<Row>,
  arity: Args['length'],
): (...args: Args) => Promise<Row[]> {
  let compiled: { query: CompiledQuery<Row>; slots: unknown[] } | undefined;
  const compile = () => {
    const placeholders = Array.from({ length: arity }, (_, index) => new Placeholder(index));
    const query = build(...(placeholders as Args)).compile();
    const used = new Set(query.parameters.filter((value) => value instanceof Placeholder));
    if (used.size !== arity) throw new Error(`preparedQuery ${label}: every argument must be a parameter`);
    nameFor(label, query.sql);
    return { query, slots: [...query.parameters] };
  };
  return async (...args) => {
    compiled ??= compile();
    const parameters = compiled.slots.map((slot) => (slot instanceof Placeholder ? args[slot.index] : slot));
    const { rows } = await db.executeQuery<Row>({ ...compiled.query, parameters });
    return rows;
  };
}
