import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { AnswerRelay, type ProxyError, type RelayFailures } from './answerRelay';
import { upstreamRequestHeaders } from './proxyHeaders';
import { UpstreamConnections, type UpstreamTimeouts } from './upstreamConnections';
import type { UpstreamPool } from './upstreamPool';

export interface ApiProxyOptions {
  /** The API replicas; requests go round robin over the healthy ones (see UpstreamPool). */
  upstreams: UpstreamPool;
  /** The API's dev mail outbox (`/dev/mail`, `/dev/mail.json`) is reachable outside production only. */
  exposeDevRoutes: boolean;
  /** How long the API may take to answer (default undici's: 300 s for the headers, 300 s between body pieces). */
  timeouts?: UpstreamTimeouts;
}

/** Prefixes forwarded to the API unchanged (method, headers, streamed body). */
export function proxiedPrefixes({ exposeDevRoutes }: Pick<ApiProxyOptions, 'exposeDevRoutes'>): string[] {
  return exposeDevRoutes ? ['/api', '/dev'] : ['/api'];
}

const PROXIED_METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];

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

/** The API took too long: 504 rather than 502. */
const TIMED_OUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

const errorCode = (error: unknown): string =>
  (error as ProxyError).code ?? ((error as ProxyError).cause as ProxyError | undefined)?.code ?? '';

/**
 * `/api` (and `/dev` outside production) go to the API over kept-alive undici connections, one
 * pool per replica. Bodies are not parsed here: a request's body streams through as it arrives.
 */
export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const { upstreams } = options;
  const connections = new UpstreamConnections(options.timeouts);
  app.addHook('onClose', () => connections.close());

  const forward = (request: FastifyRequest, reply: FastifyReply) =>
    new ProxiedRequest(request, reply, upstreams, connections).send();

  for (const prefix of proxiedPrefixes(options)) {
    await app.register(
      async (scope) => {
        // The body stays a stream: whatever its type, it is handed on unread.
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
        scope.route({ method: PROXIED_METHODS, url: '/', handler: forward });
        scope.route({ method: PROXIED_METHODS, url: '/*', handler: forward });
      },
      { prefix },
    );
  }
}

/**
 * One request on its way to a replica, and the failures before the answer that may send it to
 * another. A class, not closures: nothing is allocated per request beyond this and its relay.
 * A replica that refuses the connection leaves the rotation at once.
 * A request without a body then goes once to another replica (it never reached the first).
 * A request with a body is answered 502: its body is streamed through, not buffered, so it
 * cannot be sent again; the client's retry goes to a live replica. Any other failure (reset
 * mid-answer, timeout) is answered 502/504 too: a write may have happened, and only the client
 * may decide to send it again.
 */
class ProxiedRequest implements RelayFailures {
  readonly #body: PassThrough | null;
  #upstream: string;
  #retried = false;

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly upstreams: UpstreamPool,
    private readonly connections: UpstreamConnections,
  ) {
    this.#body = request.body ? bodyForUpstream(request.body as Readable) : null;
    this.#upstream = upstreams.pick();
  }

  send(): void {
    const upstream = this.#upstream;
    this.connections.dispatch(
      upstream,
      {
        method: this.request.method as Dispatcher.HttpMethod,
        path: this.request.url,
        headers: upstreamRequestHeaders(this.request, hostOf(upstream), this.#body !== null),
        body: this.#body,
      },
      new AnswerRelay(this.reply, this),
    );
  }

  beforeAnswer(error: ProxyError): void {
    const code = errorCode(error);
    if (CONNECTION_LOST.has(code)) this.upstreams.markDown(this.#upstream, code);
    // A client that hung up (a closed tab, a load generator stopping) gets no answer.
    if (clientGone(this.reply)) return;
    const next = this.upstreams.pick(this.#upstream);
    if (!this.#retried && this.#body === null && NOT_CONNECTED.has(code) && next !== this.#upstream) {
      this.#retried = true;
      this.#upstream = next;
      this.send();
      return;
    }
    sendApiUnavailable(this.reply, error);
  }

  midAnswer(error: ProxyError): void {
    if (!this.reply.sent && !clientGone(this.reply)) sendApiUnavailable(this.reply, error);
  }
}

/**
 * The caller's body through a stream of its own: undici destroys a body it could not send (a replica
 * killed mid-request), and destroying the request itself would reset the caller's connection instead
 * of answering it 502. A caller that hangs up mid-upload ends the API's request too, instead of
 * leaving it waiting for the rest.
 */
function bodyForUpstream(source: Readable): PassThrough {
  const body = source.pipe(new PassThrough());
  source.once('close', () => {
    if (!source.readableEnded) body.destroy(new Error('the caller hung up before the end of its body'));
  });
  return body;
}

/** `host:port` of an upstream URL, for the Host header the API receives. */
const hostOf = (origin: string) => origin.slice(origin.indexOf('//') + 2);

/**
 * The caller hung up (a closed tab, a load generator stopping): its connection is closed. Not
 * `request.raw.destroyed`: Node sets that as soon as a request's body has been read whole, so every
 * POST whose replica died after reading it counted as gone and was left without an answer.
 */
const clientGone = (reply: FastifyReply) => reply.raw.destroyed || reply.request.socket.destroyed;

function sendApiUnavailable(reply: FastifyReply, error: ProxyError): FastifyReply {
  reply.log.warn({ err: error }, 'API unreachable');
  return reply
    .code(TIMED_OUT.has(errorCode(error)) ? 504 : 502)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({
      success: false,
      // The cause (an internal address, a socket error) stays in the log: the network behind is not the caller's.
      errors: [{ code: 'API_UNAVAILABLE', message: 'The API did not answer. Please try again in a moment.' }],
    });
}
