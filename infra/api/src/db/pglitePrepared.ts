import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import { readExecution, WireBuffer, writeExecution, type WireColumn, type WireValue } from './pgliteWire';

const { serialize } = protocol;

/** What the backend described of a statement when it was parsed: once per PGlite instance. */
interface PreparedShape {
  parameterTypes: number[];
  columns: WireColumn[];
  fields: { name: string; dataTypeID: number }[];
}

interface Connection {
  statements: Map<string, PreparedShape>;
  request: WireBuffer;
  answer: WireBuffer;
}

/** Per PGlite instance (one connection): its parsed statements and its two reused buffers. */
const connections = new WeakMap<PGlite, Connection>();

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
  const fields = (rowDescription?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID }));
  return {
    parameterTypes: parse.parseDescribeStatementResults(messages as never),
    fields,
    columns: fields.map((field) => ({
      name: field.name,
      typeId: field.dataTypeID,
      parse: client.parsers[field.dataTypeID],
    })),
  };
}

/**
 * Runs `text` as a named prepared statement of the PGlite connection. PGlite's `query` parses,
 * plans and describes the text on every call, each step a crossing into its WebAssembly backend;
 * here the statement is parsed and described once, and each call is one Bind/Execute/Sync crossing
 * whose messages are written and read by db/pgliteWire.ts. For reads only (preparedQuery's
 * contract): nothing is synced to the file system after the call.
 */
export async function runPreparedOnPGlite<R>(
  client: PGlite,
  name: string,
  text: string,
  parameters: readonly unknown[],
): Promise<Results<R>> {
  return client.runExclusive(async () => {
    let connection = connections.get(client);
    if (!connection) {
      connection = { statements: new Map(), request: new WireBuffer(), answer: new WireBuffer() };
      connections.set(client, connection);
    }
    let shape = connection.statements.get(name);
    if (!shape) {
      shape = await prepare(client, name, text);
      connection.statements.set(name, shape);
    }
    const { parameterTypes, columns, fields } = shape;
    const values = parameters.map((value, index): WireValue => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[parameterTypes[index]!];
      return serializer ? serializer(value) : String(value);
    });
    const { request, answer } = connection;
    writeExecution(request, name, values);
    answer.reset();
    await client.execProtocolRawStream(request.written(), {
      syncToFs: false,
      onRawData: (chunk) => answer.append(chunk),
    });
    const { rows, affectedRows, command } = readExecution<R>(answer, columns);
    return { rows, affectedRows, fields, command } as Results<R>;
  });
}
