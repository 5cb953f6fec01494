import { apiRoutes } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';

/** Path of the gateway's readiness check (load balancers, `npm start`, the container health check). */
export const READY_PATH = '/ready';
const PROBE_TIMEOUT_MS = 2000;

/** True when the API at `url` answers its health check (which pings the database) now. */
async function apiAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}${apiRoutes.health}`, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * `GET /ready`: 200 once at least one API upstream answers, 503 before (or while the gateway closes),
 * so nothing sends players here while `/api/*` could only answer 502. Asked live on every call: it is
 * for probes, not for players.
 */
export function registerReadyRoute(app: FastifyInstance, apiUrls: readonly string[]) {
  app.get(READY_PATH, { compress: false }, async (_request, reply) => {
    const answering = (await Promise.all(apiUrls.map(apiAnswers))).filter(Boolean).length;
    return reply
      .code(answering > 0 ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ready: answering > 0, apiUpstreams: apiUrls.length, apiAnswering: answering });
  });
}
