import { protocol, type PGlite, type Results } from '@electric-sql/pglite';
import { prepareValue } from 'pg/lib/utils';
import {
  readAnswer,
  WireBuffer,
  writeExecution,
  writeQuery,
  type WireColumn,
  type WireResult,
  type WireValue,
} from './pgliteWire';

const { serialize } = protocol;

/**
 * Queries on embedded PGlite, each in one crossing into its WebAssembly backend, with the protocol
 * messages written and read by db/pgliteWire.ts. PGlite's own `query` crosses six times per query
 * (Parse, Describe, Bind, Describe, Execute, Sync), each message through a codec that copies every
 * field it reads into an ArrayBuffer of its own.
 */

/** What the backend described of a named statement's answer when it was parsed: once per PGlite instance. */
interface PreparedShape {
  columns: WireColumn[];
}

interface Connection {
  statements: Map<string, PreparedShape>;
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

type Message = { name: string };
type RowDescription = { name: 'rowDescription'; fields: { name: string; dataTypeID: number }[] };

function join(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/** Parses and describes `text` as statement `name`, through PGlite's own codec (once per statement). */
async function prepare(client: PGlite, name: string, text: string): Promise<PreparedShape> {
  const messages = (await client.execProtocolStream(
    join([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    { throwOnError: false },
  )) as Message[];
  const error = messages.find((message) => message.name === 'error');
  if (error) throw error;
  const rowDescription = messages.find(
    (message): message is RowDescription => message.name === 'rowDescription',
  );
  return {
    columns: (rowDescription?.fields ?? []).map((field) => ({
      name: field.name,
      typeId: field.dataTypeID,
      parse: client.parsers[field.dataTypeID],
    })),
  };
}

/** Sends what `connection.request` holds and reads the answer (the caller holds PGlite's lock). */
async function cross<R>(
  client: PGlite,
  { request, answer }: Connection,
  known: readonly WireColumn[] | null,
  syncToFs: boolean,
): Promise<Results<R>> {
  answer.reset();
  await client.execProtocolRawStream(request.written(), {
    syncToFs,
    onRawData: (chunk) => answer.append(chunk),
  });
  return asResults(readAnswer<R>(answer, known, client.parsers));
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
 * Runs `text` as a named prepared statement: parsed and described once, then each call one
 * Bind/Execute/Sync. For reads only (preparedQuery's contract): nothing is synced to the file system
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
    let shape = connection.statements.get(name);
    if (!shape) {
      shape = await prepare(client, name, text);
      connection.statements.set(name, shape);
    }
    writeExecution(connection.request, name, parameters.map(asText));
    return cross<R>(client, connection, shape.columns, false);
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
    return cross<R>(client, connection, null, true);
  });
}
