import type { PGlite, Results } from '@electric-sql/pglite';
import { prepareValue } from 'pg/lib/utils';
import {
  readAnswer,
  WireBuffer,
  writeExecution,
  writePreparation,
  writeQuery,
  type WireColumn,
  type WireResult,
  type WireValue,
} from './pgliteWire';

/**
 * Queries on embedded PGlite, each in one crossing into its WebAssembly backend, with every protocol
 * message written and read by db/pgliteWire.ts. PGlite's own `query` crosses six times per query
 * (Parse, Describe, Bind, Describe, Execute, Sync), each message through a codec that copies every
 * field it reads into an ArrayBuffer of its own.
 */

interface Connection {
  /** Named statement → the columns the backend described when it was parsed (once per instance). */
  statements: Map<string, readonly WireColumn[]>;
  request: WireBuffer;
  answer: WireBuffer;
}

/** Per PGlite instance (one connection): its parsed statements and its two reused buffers. */
const connections = new WeakMap<PGlite, Connection>();

function connectionOf(client: PGlite): Connection {
  let connection = connections.get(client);
  if (!connection) {
    connection = { statements: new Map(), request: new WireBuffer(), answer: new WireBuffer() };
    connections.set(client, connection);
  }
  return connection;
}

/** Sends what `connection.request` holds and reads the answer (the caller holds PGlite's lock). */
async function cross<R>(
  client: PGlite,
  { request, answer }: Connection,
  known: readonly WireColumn[] | null,
  syncToFs: boolean,
): Promise<WireResult<R>> {
  answer.reset();
  await client.execProtocolRawStream(request.written(), {
    syncToFs,
    onRawData: (chunk) => answer.append(chunk),
  });
  return readAnswer<R>(answer, known, client.parsers);
}

/**
 * A parameter as node-postgres sends it on PostgreSQL (its own `prepareValue`: dates with their
 * offset, arrays as array literals, objects as JSON, bytes in binary), so a query's parameters mean
 * the same on both databases, prepared or not.
 */
const asText = (value: unknown): WireValue => prepareValue(value);

const asResults = <R>({ rows, columns, command, affectedRows }: WireResult<R>): Results<R> =>
  ({
    rows,
    affectedRows,
    command,
    fields: columns.map(({ name, typeId }) => ({ name, dataTypeID: typeId })),
  }) as Results<R>;

/**
 * Runs `text` as a named prepared statement: parsed and described once (Parse/Describe/Sync), then
 * each call one Bind/Execute/Sync. For reads only (preparedQuery's contract): nothing is synced to the file system
 * after the call.
 */
export async function runPreparedOnPGlite<R>(
  client: PGlite,
  name: string,
  text: string,
  parameters: readonly unknown[],
): Promise<Results<R>> {
  return client.runExclusive(async () => {
    const connection = connectionOf(client);
    let columns = connection.statements.get(name);
    if (!columns) {
      writePreparation(connection.request, name, text);
      columns = (await cross(client, connection, null, false)).columns;
      connection.statements.set(name, columns);
    }
    writeExecution(connection.request, name, parameters.map(asText));
    return asResults(await cross<R>(client, connection, columns, false));
  });
}

/**
 * Runs any other statement as the unnamed one: Parse, Bind, Describe, Execute and Sync in one
 * crossing, the parameter types left to the server as node-postgres leaves them.
 */
export async function runQueryOnPGlite<R>(
  client: PGlite,
  text: string,
  parameters: readonly unknown[],
): Promise<Results<R>> {
  const values = parameters.map(asText);
  return client.runExclusive(async () => {
    const connection = connectionOf(client);
    writeQuery(connection.request, text, values);
    return asResults(await cross<R>(client, connection, null, true));
  });
}
