import type { IncomingHttpHeaders } from 'node:http';
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

/** End-to-end headers only: what one side's message says about itself, not about its connection. */
export function endToEndHeaders(
  headers: IncomingHttpHeaders | Record<string, HeaderValue | undefined>,
  each: (name: string, value: HeaderValue) => void,
): void {
  const listed = connectionListed(headers.connection);
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || HOP_BY_HOP.has(name) || listed?.has(name)) continue;
    each(name, value);
  }
}

/**
 * The headers the API receives: the caller's end-to-end ones, the API's own host, and x-forwarded-*
 * so the API still sees the caller. A body's framing headers go only with a body (`withBody`).
 */
export function upstreamRequestHeaders(
  request: FastifyRequest,
  upstreamHost: string,
  withBody: boolean,
): Record<string, HeaderValue> {
  const headers: Record<string, HeaderValue> = {};
  endToEndHeaders(request.headers, (name, value) => {
    headers[name] = value;
  });
  if (!withBody) delete headers['content-length'];
  headers.host = upstreamHost;
  return Object.assign(headers, forwardedHeaders(request));
}

/**
 * x-forwarded-* for the API: the client chain as far as it passes through trusted hops
 * (`request.ips` drops what an untrusted client made up), and the scheme the client used; and the
 * request's id, so the API's log lines carry the gateway's.
 */
export function forwardedHeaders(
  request: Pick<FastifyRequest, 'ips' | 'ip' | 'protocol' | 'host' | 'headers'> &
    Partial<Pick<FastifyRequest, 'id'>>,
): Record<string, string> {
  // Without an x-forwarded-for there is no chain to weigh: the caller is the connection's peer.
  const chain =
    request.headers['x-forwarded-for'] === undefined
      ? [request.ip]
      : (request.ips ?? [request.ip]).filter(Boolean).reverse();
  return {
    ...(request.id ? { [REQUEST_ID_HEADER]: request.id } : {}),
    'x-forwarded-for': chain.join(', '),
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}
