import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Agent, type Dispatcher } from 'undici';
import type { UpstreamPool } from './upstreamPool';

export interface ApiProxyOptions {
  /** The API replicas; requests go round robin over the healthy ones (see UpstreamPool). */
  upstreams: UpstreamPool;
  /** The API's dev mail outbox (`/dev/mail`, `/dev/mail.json`) is reachable outside production only. */
  exposeDevRoutes: boolean;
}

/** Prefixes forwarded to the API unchanged (method, headers, streamed body). */
export function proxiedPrefixes({ exposeDevRoutes }: Pick<ApiProxyOptions, 'exposeDevRoutes'>): string[] {
  return exposeDevRoutes ? ['/api', '/dev'] : ['/api'];
}

/** Error codes meaning the request never reached the upstream: safe to send again elsewhere, even a POST. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** Connection-level failures: the replica leaves the rotation (its health probe brings it back if it lives). */
const CONNECTION_LOST = new Set([
  ...NOT_CONNECTED,
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/** The API took too long to answer: 504, not 502. */
const TIMED_OUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * Headers of one hop only (RFC 9110 §7.6.1), never forwarded either way; nor `host` (the API's own)
 * or the client's x-forwarded-* (replaced by forwardedHeaders).
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'http2-settings',
  'host',
]);
const REPLACED = new Set(['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host']);

type ProxyError = Error & { code?: string; cause?: { code?: string } };
const errorCode = (error: ProxyError): string | undefined => error.code ?? error.cause?.code;

/**
 * `/api` (and outside production `/dev`) forwarded to the API replicas: one request to one replica,
 * chosen round robin by the UpstreamPool, over kept-alive connections (undici), the request body
 * streamed through unparsed and the answer streamed back (the gateway's compression applies to it).
 *
 * A thin proxy of our own on undici rather than @fastify/http-proxy: the proxy hop costs the gateway
 * about as much CPU per /me as the API spends answering it, and in interleaved runs on this 2-core
 * machine this one took roughly a quarter less per request than reply-from (≈360 against ≈490 µs,
 * load average 10, so noisy). Most of what is left is Node's HTTP server, undici and socket writes.
 *
 * One replica per request. A replica that refuses the connection leaves the rotation at once. A
 * request without a body then goes once to another replica (it never reached the first). A request
 * with a body is answered 502: its body is streamed through, not buffered, so it cannot be sent
 * again; the client's retry goes to a live replica. Any other failure (reset mid-answer, timeout)
 * is answered 502/504 too: a write may have happened, and only the client may decide to send it again.
 */
export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const { upstreams } = options;
  const agent = new Agent({ keepAliveTimeout: 30_000 });
  // Answers still streaming when the gateway closes leave keep-alive connections that turn idle
  // only afterwards; the server closes idle connections once, when closing starts, so sweep them
  // until it has closed instead of waiting out the keep-alive timeout.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    sweep = setInterval(() => app.server.closeIdleConnections(), 100).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await agent.destroy();
  });

  const forward = async (
    request: FastifyRequest,
    reply: FastifyReply,
    upstream: string,
    retried: boolean,
  ) => {
    let answer: Dispatcher.ResponseData;
    try {
      answer = await agent.request({
        origin: upstream,
        path: request.url,
        method: request.method as Dispatcher.HttpMethod,
        headers: upstreamHeaders(request, upstream),
        // The client's stream as it arrives (the parser below leaves it unread).
        body: hasBody(request) ? request.raw : null,
      });
    } catch (error) {
      const code = errorCode(error as ProxyError) ?? '';
      if (CONNECTION_LOST.has(code)) upstreams.markDown(upstream, code);
      const next = upstreams.pick(upstream);
      if (!retried && !hasBody(request) && NOT_CONNECTED.has(code) && next !== upstream) {
        return forward(request, reply, next, true);
      }
      closeIfBodyUnread(request, reply);
      return sendApiUnavailable(reply, error as ProxyError, TIMED_OUT.has(code));
    }
    if (answer.statusCode < 200 || answer.statusCode > 599) {
      discard(answer.body);
      return sendApiUnavailable(reply, new Error(`status ${answer.statusCode}`), false);
    }
    reply.code(answer.statusCode);
    copyAnswerHeaders(answer.headers, reply);
    closeIfBodyUnread(request, reply);
    if (reply.raw.destroyed) {
      // The client hung up while the API answered: nothing to send it.
      discard(answer.body);
      return reply;
    }
    return reply.send(answer.body);
  };

  await app.register(async (scope) => {
    // Bodies stay the client's stream, sent on as they arrive: the API parses and limits them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    for (const prefix of proxiedPrefixes(options)) {
      for (const url of [prefix, `${prefix}/*`]) {
        scope.all(url, (request, reply) => forward(request, reply, upstreams.pick(), false));
      }
    }
  });
}

/**
 * An HTTP/1 connection cannot be reused until its request body has been read. When the answer
 * comes before that (the API refused early, or no replica took the body), the client's connection
 * closes after it.
 */
function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.raw.complete) reply.header('connection', 'close');
}

/** Drops an answer nobody will read (its abort error has no one to tell). */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined);
  body.destroy();
}

const hasBody = (request: FastifyRequest) =>
  request.headers['content-length'] !== undefined
    ? request.headers['content-length'] !== '0'
    : request.headers['transfer-encoding'] !== undefined;

/** Names a `Connection` header lists: one hop's headers too (RFC 9110 §7.6.1). */
const NONE: ReadonlySet<string> = new Set();
function connectionListed(value: string | string[] | undefined): ReadonlySet<string> {
  // Nearly always keep-alive or close (Node's own answers): nothing more to drop.
  if (typeof value !== 'string' || value === 'keep-alive' || value === 'close') return NONE;
  return new Set(value.split(',').map((name) => name.trim().toLowerCase()));
}

/** The client's headers for the API, without one hop's, with the API's host and x-forwarded-*. */
function upstreamHeaders(request: FastifyRequest, upstream: string): Record<string, string | string[]> {
  const listed = connectionListed(request.headers.connection);
  const headers: Record<string, string | string[]> = {};
  for (const name in request.headers) {
    const value = request.headers[name];
    if (value === undefined || HOP_BY_HOP.has(name) || REPLACED.has(name) || listed.has(name)) continue;
    headers[name] = value;
  }
  headers.host = hostOf(upstream);
  return Object.assign(headers, forwardedHeaders(request));
}

const upstreamHosts = new Map<string, string>();
/** host[:port] of an upstream URL, parsed once per upstream rather than once per request. */
function hostOf(upstream: string): string {
  let host = upstreamHosts.get(upstream);
  if (host === undefined) upstreamHosts.set(upstream, (host = new URL(upstream).host));
  return host;
}

function copyAnswerHeaders(headers: Dispatcher.ResponseData['headers'], reply: FastifyReply): void {
  const listed = connectionListed(headers.connection);
  const kept: Record<string, string | string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || HOP_BY_HOP.has(name) || listed.has(name)) continue;
    kept[name] = value;
  }
  reply.headers(kept);
}

/**
 * x-forwarded-* for the API: the client chain as far as it passes through trusted hops
 * (`request.ips` drops what an untrusted client made up), and the scheme the client used.
 */
export function forwardedHeaders(
  request: Pick<FastifyRequest, 'ips' | 'ip' | 'protocol' | 'host'>,
): Record<string, string> {
  const chain = (request.ips ?? [request.ip]).filter(Boolean).reverse();
  return {
    'x-forwarded-for': chain.join(', '),
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

function sendApiUnavailable(reply: FastifyReply, error: Error, timedOut: boolean) {
  reply.log.warn({ err: error }, 'API unreachable');
  return reply
    .code(timedOut ? 504 : 502)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({
      success: false,
      errors: [{ code: 'API_UNAVAILABLE', message: `The API did not answer (${error.message}).` }],
    });
}
