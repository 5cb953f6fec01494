import { protocol } from '@electric-sql/pglite';

/**
 * The frontend/backend protocol messages of one query, written and read without PGlite's
 * general-purpose codec. That codec copies every field it reads into an ArrayBuffer of its own and
 * every message it writes into another; for /me's one row of two dozen columns that was more of
 * PGlite's CPU than the WebAssembly backend running the query. Here one buffer each way is reused and
 * text fields are decoded straight from it.
 */

/** A buffer grown past this by a large answer (an export) is let go at the next call. */
const KEPT_BYTES = 1024 * 1024;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A growable byte buffer reused call after call (calls on one PGlite instance never overlap). */
export class WireBuffer {
  bytes = new Uint8Array(1024);
  view = new DataView(this.bytes.buffer);
  length = 0;

  reset(): void {
    this.length = 0;
    if (this.bytes.length > KEPT_BYTES) {
      this.bytes = new Uint8Array(1024);
      this.view = new DataView(this.bytes.buffer);
    }
  }

  reserve(extra: number): void {
    const needed = this.length + extra;
    if (needed <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(needed, this.bytes.length * 2));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
    this.view = new DataView(grown.buffer);
  }

  append(chunk: Uint8Array): void {
    this.reserve(chunk.length);
    this.bytes.set(chunk, this.length);
    this.length += chunk.length;
  }

  /** The bytes written so far: a view, valid until the next call. */
  written(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }

  byte(value: number): void {
    this.reserve(1);
    this.bytes[this.length++] = value;
  }

  int16(value: number): void {
    this.reserve(2);
    this.view.setInt16(this.length, value);
    this.length += 2;
  }

  int32(value: number): void {
    this.reserve(4);
    this.view.setInt32(this.length, value);
    this.length += 4;
  }

  /** Text without its terminator; returns its length in bytes. */
  text(value: string): number {
    this.reserve(value.length * 3);
    const { written } = encoder.encodeInto(value, this.bytes.subarray(this.length));
    this.length += written;
    return written;
  }

  cstring(value: string): void {
    this.text(value);
    this.byte(0);
  }
}

/** A parameter: text, or bytes sent in binary format (a bytea), or null. */
export type WireValue = string | Uint8Array | null;

/** Bind: `statement`'s parameters into the unnamed portal, every result column in text format. */
function writeBind(out: WireBuffer, statement: string, values: readonly WireValue[]): void {
  out.byte(0x42);
  const bindAt = out.length;
  out.int32(0);
  out.byte(0); // unnamed portal
  out.cstring(statement);
  out.int16(values.length);
  for (const value of values) out.int16(value instanceof Uint8Array ? 1 : 0);
  out.int16(values.length);
  for (const value of values) {
    if (value === null) {
      out.int32(-1);
    } else if (value instanceof Uint8Array) {
      out.int32(value.length);
      out.append(value);
    } else {
      const lengthAt = out.length;
      out.int32(0);
      const written = out.text(value); // may grow the buffer: read out.view after it
      out.view.setInt32(lengthAt, written);
    }
  }
  out.int16(0); // every result column in text format
  out.view.setInt32(bindAt, out.length - bindAt);
}

/** Execute (unnamed portal, every row) and Sync. */
function writeExecuteSync(out: WireBuffer): void {
  out.byte(0x45);
  out.int32(9);
  out.byte(0);
  out.int32(0);
  out.byte(0x53);
  out.int32(4);
}

/** Parse: `text` as statement `name` ('' for the unnamed one), its parameter types left to the server. */
function writeParse(out: WireBuffer, name: string, text: string): void {
  out.byte(0x50);
  const parseAt = out.length;
  out.int32(0);
  out.cstring(name);
  out.cstring(text);
  out.int16(0);
  out.view.setInt32(parseAt, out.length - parseAt);
}

/** Describe: a statement's ('S') or the unnamed portal's ('P') parameters and columns. */
function writeDescribe(out: WireBuffer, kind: 'S' | 'P', name: string): void {
  out.byte(0x44);
  const describeAt = out.length;
  out.int32(0);
  out.byte(kind.charCodeAt(0));
  out.cstring(name);
  out.view.setInt32(describeAt, out.length - describeAt);
}

/** Parse, Describe and Sync of `text` as the named statement `name`, into `out` (reset first). */
export function writePreparation(out: WireBuffer, name: string, text: string): void {
  out.reset();
  writeParse(out, name, text);
  writeDescribe(out, 'S', name);
  out.byte(0x53);
  out.int32(4);
}

/** Bind, Execute and Sync of the prepared statement `statement`, into `out` (reset first). */
export function writeExecution(out: WireBuffer, statement: string, values: readonly WireValue[]): void {
  out.reset();
  writeBind(out, statement, values);
  writeExecuteSync(out);
}

/**
 * Parse (the unnamed statement), Bind, Describe (the portal: its columns), Execute and Sync of
 * `text`, into `out` (reset first): a whole query in one crossing, as node-postgres sends one.
 */
export function writeQuery(out: WireBuffer, text: string, values: readonly WireValue[]): void {
  out.reset();
  writeParse(out, '', text);
  writeBind(out, '', values);
  writeDescribe(out, 'P', '');
  writeExecuteSync(out);
}

type TextParser = (text: string, typeId: number) => unknown;

/** A result column: its name in the row and how its text becomes a value. */
export interface WireColumn {
  name: string;
  parse: TextParser | undefined;
  typeId: number;
}

/** The columns of a RowDescription message whose body starts at `at`. */
function readColumns(
  bytes: Uint8Array,
  view: DataView,
  at: number,
  parsers: Record<number, TextParser>,
): WireColumn[] {
  const count = view.getInt16(at);
  const columns: WireColumn[] = [];
  let field = at + 2;
  for (let index = 0; index < count; index++) {
    const nameEnd = bytes.indexOf(0, field);
    const name = decoder.decode(bytes.subarray(field, nameEnd));
    // table oid (4), column number (2), type oid (4), size (2), modifier (4), format (2)
    const typeId = view.getInt32(nameEnd + 7);
    columns.push({ name, typeId, parse: parsers[typeId] });
    field = nameEnd + 19;
  }
  return columns;
}

export interface WireResult<R> {
  rows: R[];
  columns: readonly WireColumn[];
  /** The command tag's first word (SELECT, INSERT…) and the count it ends in, if any. */
  command: string;
  affectedRows: number;
}

const AFFECTING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** The error the backend answered, as PGlite's own parser makes it (rare: parsed the slow way). */
function backendError(bytes: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(bytes.slice(), (message) => {
    if (!error && message.name === 'error') error = message as unknown as Error;
  });
  return error ?? new Error('PGlite answered an error it could not describe');
}

/** A column named `__proto__` is a field of the row, as in PGlite's rows, not the row's prototype. */
function setField(row: Record<string, unknown>, name: string, value: unknown): void {
  if (name === '__proto__')
    Object.defineProperty(row, name, { value, enumerable: true, writable: true, configurable: true });
  else row[name] = value;
}

/**
 * Reads the backend's answer to `writePreparation`, `writeExecution` or `writeQuery`: ParseComplete,
 * ParameterDescription, BindComplete, the statement's or portal's RowDescription (or NoData), DataRows,
 * CommandComplete, ReadyForQuery; an ErrorResponse is thrown. `known` are a prepared statement's
 * columns (its execution's answer has no RowDescription);
 * `parsers` turn a described column's text into its value. Notices are dropped, as PGlite drops
 * them without a handler, and so is a NotificationResponse: the API never LISTENs on the embedded
 * database.
 */
export function readAnswer<R>(
  answer: WireBuffer,
  known: readonly WireColumn[] | null,
  parsers: Record<number, TextParser>,
): WireResult<R> {
  const { bytes, view, length } = answer;
  let columns = known ?? [];
  const rows: R[] = [];
  let command = '';
  let affectedRows = 0;
  let at = 0;
  while (at + 5 <= length) {
    const type = bytes[at]!;
    const size = view.getInt32(at + 1);
    const body = at + 5;
    const end = at + 1 + size;
    if (size < 4 || end > length) throw new Error('PGlite answered a malformed message');
    if (type === 0x54) {
      columns = readColumns(bytes, view, body, parsers);
    } else if (type === 0x44) {
      // DataRow
      const count = view.getInt16(body);
      const row: Record<string, unknown> = {};
      let field = body + 2;
      for (let index = 0; index < count; index++) {
        const fieldLength = view.getInt32(field);
        field += 4;
        const column = columns[index]!;
        if (fieldLength < 0) {
          setField(row, column.name, null);
          continue;
        }
        const text = decoder.decode(bytes.subarray(field, field + fieldLength));
        field += fieldLength;
        setField(row, column.name, column.parse ? column.parse(text, column.typeId) : text);
      }
      rows.push(row as R);
    } else if (type === 0x43) {
      // CommandComplete: "SELECT 1", "INSERT 0 5"
      const tag = decoder.decode(bytes.subarray(body, end - 1));
      const words = tag.split(' ');
      command = words[0]!;
      const count = Number.parseInt(words[words.length - 1]!, 10);
      if (AFFECTING.has(command) && !Number.isNaN(count)) affectedRows += count;
    } else if (type === 0x45) {
      throw backendError(answer.written());
    }
    at = end;
  }
  return { rows, columns, command, affectedRows };
}
