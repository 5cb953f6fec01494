import { timingSafeEqual } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { apiMetrics, collectProcessMetrics, httpRequestDuration, throttleRefusals } from './metrics';

export const METRICS_PATH = '/metrics';

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * The request id in every answer (x-request-id, the same as the log lines' reqId), one histogram
 * observation per answer, and GET /metrics in Prometheus text format for holders of METRICS_TOKEN
 * (`Authorization: Bearer …`); without METRICS_TOKEN /metrics is not served. One line in app.ts.
 */
export function registerObservability(app: FastifyInstance, metricsToken: string | null): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequestDuration.observe(
      { method: request.method, route, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 429) throttleRefusals.inc({ route });
    done();
  });
  if (!metricsToken) return;
  collectProcessMetrics();
  app.get(METRICS_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, metricsToken)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .type('text/plain')
        .send('metrics token required\n');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(apiMetrics.contentType)
      .send(await apiMetrics.metrics());
  });
}
