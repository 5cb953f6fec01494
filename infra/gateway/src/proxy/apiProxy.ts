import fastifyHttpProxy from '@fastify/http-proxy';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerBase,
  RouteGenericInterface,
} from 'fastify';

/** What reply-from hands its hooks (typed for any raw server). */
type ProxyReply = FastifyReply<RouteGenericInterface, RawServerBase>;

export interface ApiProxyOptions {
  apiUrl: string;
  /** The API's dev mail outbox (`/dev/mail`, `/dev/mail.json`) is reachable outside production only. */
  exposeDevRoutes: boolean;
}

/** Prefixes forwarded to the API unchanged (method, headers, streamed body). */
export function proxiedPrefixes({ exposeDevRoutes }: Pick<ApiProxyOptions, 'exposeDevRoutes'>): string[] {
  return exposeDevRoutes ? ['/api', '/dev'] : ['/api'];
}

export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  for (const prefix of proxiedPrefixes(options)) {
    await app.register(fastifyHttpProxy, {
      upstream: options.apiUrl,
      prefix,
      rewritePrefix: prefix,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({ ...headers, ...forwardedHeaders(request) }),
        onError: (reply, { error }) => sendApiUnavailable(reply, error),
      },
    });
  }
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

function sendApiUnavailable(reply: ProxyReply, error: Error & { statusCode?: number }) {
  reply.log.warn({ err: error }, 'API unreachable');
  const status = error.statusCode === 504 ? 504 : 502;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({
      success: false,
      errors: [{ code: 'API_UNAVAILABLE', message: `The API did not answer (${error.message}).` }],
    });
}
