import type { Readable } from 'node:stream';
import fastifyHttpProxy from '@fastify/http-proxy';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerBase,
  RouteGenericInterface,
} from 'fastify';
import { REQUEST_ID_HEADER } from '@portal/contracts';
import type { UpstreamPool } from './upstreamPool';

/** What reply-from hands its hooks (typed for any raw server). */
type ProxyReply = FastifyReply<RouteGenericInterface, RawServerBase>;

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

type ProxyError = Error & { statusCode?: number; code?: string };
/** reply-from wraps the socket error: the system code is on `cause`. */
const errorCode = (error: ProxyError): string | undefined =>
  (error.cause as { code?: string } | undefined)?.code ?? error.code;
const connectFailed = (error: ProxyError) => NOT_CONNECTED.has(errorCode(error) ?? '');

export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const { upstreams } = options;
  for (const prefix of proxiedPrefixes(options)) {
    await app.register(fastifyHttpProxy, {
      // No fixed upstream: each request picks one (reply-from then keeps a connection pool per origin).
      upstream: '',
      prefix,
      rewritePrefix: prefix,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({ ...headers, ...forwardedHeaders(request) }),
        // Called once per request by the proxy, which then hands the handler below this choice.
        getUpstream: () => upstreams.pick(),
        onResponse: (_request, reply, answer) => relayBody(reply as ProxyReply, answer.stream),
      },
      /**
       * One replica per request. A replica that refuses the connection leaves the rotation at once.
       * A request without a body then goes once to another replica (it never reached the first).
       * A request with a body is answered 502: its body is streamed through, not buffered, so it
       * cannot be sent again; the client's retry goes to a live replica. Any other failure (reset
       * mid-answer, timeout) is answered 502/504 too: a write may have happened, and only the client
       * may decide to send it again.
       */
      handler: (request, reply, dest, replyOptions) => {
        const send = (upstream: string, retried: boolean): ProxyReply =>
          reply.from(dest, {
            ...replyOptions,
            getUpstream: () => upstream,
            onError: (failed, { error }: { error: ProxyError }): void => {
              if (CONNECTION_LOST.has(errorCode(error) ?? ''))
                upstreams.markDown(upstream, errorCode(error) ?? '');
              const next = upstreams.pick(upstream);
              const resendable = !retried && !hasBody(request) && connectFailed(error);
              if (resendable && next !== upstream) send(next, true);
              else sendApiUnavailable(failed, error);
            },
          });
        return send(replyOptions.getUpstream?.(request, '') ?? upstreams.pick(), false);
      },
    });
  }
}

/** Answers up to this size are read whole before they are sent on; larger or unsized ones stream through. */
const BUFFERED_ANSWER_BYTES = 64 * 1024;

/**
 * The API's body to the caller. A small answer (every JSON one) is read whole and sent as one buffer:
 * one write with the headers, and the compression threshold applies to it (a streamed answer has no
 * size, so a 400-byte /me was gzipped for every browser, which cost the gateway twice its proxying).
 */
function relayBody(reply: ProxyReply, stream: Readable) {
  const length = Number(reply.getHeader('content-length') ?? Number.NaN);
  if (!(length <= BUFFERED_ANSWER_BYTES)) return reply.send(stream);
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.once('end', () => reply.send(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
  stream.on('error', (error: Error) => {
    if (reply.sent) return;
    // The headers of an answer that broke off do not describe the error sent instead.
    for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
    sendApiUnavailable(reply, error);
  });
  return reply;
}

const hasBody = (request: FastifyRequest) =>
  request.headers['content-length'] !== undefined
    ? request.headers['content-length'] !== '0'
    : request.headers['transfer-encoding'] !== undefined;

/**
 * x-forwarded-* for the API: the client chain as far as it passes through trusted hops
 * (`request.ips` drops what an untrusted client made up), and the scheme the client used; and the
 * request's id, so the API's log lines carry the gateway's.
 */
export function forwardedHeaders(
  request: Pick<FastifyRequest, 'ips' | 'ip' | 'protocol' | 'host'> & Partial<Pick<FastifyRequest, 'id'>>,
): Record<string, string> {
  const chain = (request.ips ?? [request.ip]).filter(Boolean).reverse();
  return {
    ...(request.id ? { [REQUEST_ID_HEADER]: request.id } : {}),
    'x-forwarded-for': chain.join(', '),
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

function sendApiUnavailable(reply: ProxyReply, error: Error & { statusCode?: number }) {
  reply.log.warn({ err: error }, 'API unreachable');
  const status = error.statusCode === 504 ? 504 : 502;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({
      success: false,
      // The cause (an internal address, a socket error) stays in the log: the network behind is not the caller's.
      errors: [{ code: 'API_UNAVAILABLE', message: 'The API did not answer. Please try again in a moment.' }],
    });
}
