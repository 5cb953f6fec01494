import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { runPreparedOnPGlite, runQueryOnPGlite } from './pgliteQuery';
import { preparedStatementName } from './preparedStatements';

/**
 * Kysely dialect for embedded PGlite. PGlite is a single connection, so the driver hands it out
 * to one holder at a time: a transaction keeps it until commit/rollback and other queries wait.
 * (kysely-pglite shares the connection without a lock and is ESM-only, which jest cannot load.)
 */
export class PGliteDialect implements Dialect {
  #driver: PGliteDriver | undefined;
  constructor(private readonly client: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    this.#driver = new PGliteDriver(this.client);
    return this.#driver;
  }
  /** Callers holding or waiting for the one connection. */
  get pending(): number {
    return this.#driver?.pending ?? 0;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Dialect's own signature
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

const AFFECTING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly client: PGlite,
    readonly release: () => void,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const name = preparedStatementName(compiledQuery.sql);
    const result = name
      ? await runPreparedOnPGlite<R>(this.client, name, compiledQuery.sql, compiledQuery.parameters)
      : await runQueryOnPGlite<R>(this.client, compiledQuery.sql, compiledQuery.parameters);
    const command = (result as { command?: string }).command ?? '';
    return {
      rows: result.rows ?? [],
      numAffectedRows: AFFECTING_COMMANDS.has(command) ? BigInt(result.affectedRows ?? 0) : undefined,
    };
  }

  // eslint-disable-next-line require-yield -- streaming is not offered by PGlite
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries');
  }
}

class PGliteDriver implements Driver {
  #turn: Promise<void> = Promise.resolve();
  /** Callers holding or waiting for the one connection (the pool metric reads it). */
  pending = 0;

  constructor(private readonly client: PGlite) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    this.pending += 1;
    const released = new Promise<void>((resolve) => {
      release = () => {
        this.pending -= 1;
        resolve();
      };
    });
    const previous = this.#turn;
    this.#turn = previous.then(() => released);
    await previous;
    return new PGliteConnection(this.client, release);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const access = settings.accessMode ? ` ${settings.accessMode}` : '';
    await connection.executeQuery(CompiledQuery.raw(`start transaction${isolation}${access}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
  }

  async destroy(): Promise<void> {
    await this.#turn;
    if (!this.client.closed) await this.client.close();
  }
}
