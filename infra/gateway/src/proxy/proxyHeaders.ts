import type { FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from '@portal/contracts';

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection, so neither side's are passed
 * on; `expect` too, since the gateway answers `100-continue` itself and reads the body as it comes.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
  'trailer',
  'expect',
]);

/** The header names a `Connection` header lists: hop-by-hop as well (RFC 9110 §7.6.1). */
function connectionListed(connection: string | string[] | undefined): Set<string> | null {
  // What nearly every request and answer says: nothing more to strip.
  if (connection === undefined || /^\s*(keep-alive|close)\s*$/i.test(String(connection))) return null;
  const names = [connection]
    .flat()
    .flatMap((value) => value.toLowerCase().split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '' && name !== 'close' && name !== 'keep-alive');
  return names.length > 0 ? new Set(names) : null;
}

type HeaderValue = string | string[];

/**
 * The API's answer headers (undici's raw list: name, value, name, value…) onto the reply, end-to-end
 * ones only, a repeated header (set-cookie) as the list of its values. One pass and no object per
 * answer: this runs for every proxied request. Returns the answer's content-length (NaN: unsized).
 */
export function relayAnswerHeaders(
  raw: readonly Buffer[],
  reply: { header(name: string, value: HeaderValue): unknown },
): number {
  const names: string[] = [];
  const values: HeaderValue[] = [];
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index]!.toString('latin1').toLowerCase();
    const value = raw[index + 1]!.toString('latin1');
    // An answer has a dozen headers: a scan costs less than a map.
    const seen = names.indexOf(name);
    if (seen === -1) {
      names.push(name);
      values.push(value);
    } else {
      const earlier = values[seen]!;
      values[seen] = typeof earlier === 'string' ? [earlier, value] : [...earlier, value];
    }
  }
  const listed = connectionListed(values[names.indexOf('connection')]);
  for (let index = 0; index < names.length; index++) {
    const name = names[index]!;
    if (!HOP_BY_HOP.has(name) && !listed?.has(name)) reply.header(name, values[index]!);
  }
  // A repeated content-length (a list) is no length: the answer streams through.
  return Number(values[names.indexOf('content-length')] ?? Number.NaN);
}

/** Headers the gateway writes itself for the API: the caller's own copies are not passed on. */
const SET_BY_GATEWAY = new Set([
  'host',
  REQUEST_ID_HEADER,
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
]);

/**
 * The headers the API receives: the caller's end-to-end ones, the API's own host, and x-forwarded-*
 * so the API still sees the caller. A body's framing headers go only with a body (`withBody`).
 * One pass into one object that is never deleted from (a `delete` turns it into a slow dictionary).
 */
export function upstreamRequestHeaders(
  request: FastifyRequest,
  upstreamHost: string,
  withBody: boolean,
): Record<string, HeaderValue> {
  const incoming = request.headers;
  const listed = connectionListed(incoming.connection);
  const headers: Record<string, HeaderValue> = {};
  for (const name in incoming) {
    const value = incoming[name];
    if (value === undefined || HOP_BY_HOP.has(name) || SET_BY_GATEWAY.has(name) || listed?.has(name))
      continue;
    if (!withBody && name === 'content-length') continue;
    headers[name] = value;
  }
  headers.host = upstreamHost;
  writeForwarded(request, headers);
  return headers;
}

/**
 * x-forwarded-* for the API: the client chain as far as it passes through trusted hops
 * (`request.ips` drops what an untrusted client made up), and the scheme the client used; and the
 * request's id, so the API's log lines carry the gateway's.
 */
function writeForwarded(request: FastifyRequest, headers: Record<string, HeaderValue>): void {
  if (request.id) headers[REQUEST_ID_HEADER] = request.id;
  // Without an x-forwarded-for there is no chain to weigh: the caller is the connection's peer.
  headers['x-forwarded-for'] =
    request.headers['x-forwarded-for'] === undefined
      ? (request.ip ?? '')
      : (request.ips ?? [request.ip]).filter(Boolean).reverse().join(', ');
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
}
