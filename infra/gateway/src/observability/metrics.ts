import { timingSafeEqual } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RegistrySnapshot } from '../registry/liveRegistry';

export const METRICS_PATH = '/metrics';

/** The gateway's Prometheus metrics (one registry per gateway: tests build several in one process). */
export function createGatewayMetrics() {
  const registry = new Registry();
  return {
    registry,
    requests: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Gateway requests by route pattern (/api/* is the proxy), method and status; _count is the request count',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    remoteDeploys: new Counter({
      name: 'gateway_remote_deploys_total',
      help: 'Live version changes of a remote the gateway picked up (deploy, promote, rollback)',
      labelNames: ['remote'] as const,
      registers: [registry],
    }),
    sharedGaps: new Gauge({
      name: 'gateway_remote_shared_gaps',
      help: "Calls of live remotes that the shell's shared copies lack (each fails in the browser; 0 is healthy)",
      registers: [registry],
    }),
    serverRenderFallbacks: new Counter({
      name: 'gateway_server_render_fallbacks_total',
      help: "Visitors' documents sent without their remote's server render because it threw or ran past its budget",
      labelNames: ['remote', 'reason'] as const,
      registers: [registry],
    }),
    upstreams: new Gauge({
      name: 'gateway_api_upstreams',
      help: 'API replicas by health (in rotation or out)',
      labelNames: ['state'] as const,
      registers: [registry],
    }),
  };
}
export type GatewayMetrics = ReturnType<typeof createGatewayMetrics>;

/** Counts each remote whose live version differs between two registry snapshots. */
export function countRemoteDeploys(
  metrics: GatewayMetrics,
  previous: RegistrySnapshot,
  next: RegistrySnapshot,
) {
  for (const remote of next.remotes) {
    const before = previous.byApp.get(remote.app);
    if (before && before.version !== remote.version) metrics.remoteDeploys.inc({ remote: remote.app });
  }
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * x-request-id on every answer, one histogram observation per answer, and GET /metrics (Prometheus
 * text) for holders of METRICS_TOKEN (`Authorization: Bearer …`); not served without the token.
 */
export function registerGatewayObservability(
  app: FastifyInstance,
  metrics: GatewayMetrics,
  {
    metricsToken,
    upstreamHealth,
  }: { metricsToken?: string | null; upstreamHealth: () => { up: number; down: number } },
): void {
  // A callback hook, not an async one: it runs on every answer, and a promise per answer is waste.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  if (!metricsToken) return;
  collectDefaultMetrics({ register: metrics.registry });
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, metricsToken)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .type('text/plain')
        .send('metrics token required\n');
    }
    const health = upstreamHealth();
    metrics.upstreams.set({ state: 'up' }, health.up);
    metrics.upstreams.set({ state: 'down' }, health.down);
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
