import type { FastifyInstance } from 'fastify';
import type { CanaryWatch } from '../canary/canaryWatch';
import type { VariantCache } from '../compression/variantCache';
import { sendRepresentation, weakEtag } from '../http/sendRepresentation';
import { NO_CACHE } from '../static/cachePolicy';
import { allowAnyOrigin } from '../static/cors';
import type { LiveRegistry } from './liveRegistry';
import { releasesOf } from './releaseChannel';

/**
 * `GET /registry.json`: which version of each remote this browser gets (live, its canary share or
 * its preview), read fresh after every deploy or rollback.
 */
export function registerRegistryRoute(
  app: FastifyInstance,
  registry: LiveRegistry,
  cache: VariantCache,
  canaries?: CanaryWatch,
) {
  app.get('/registry.json', { compress: false }, async (request, reply) => {
    const snapshot = await registry.forBrowser(releasesOf(request, reply));
    reply.header('vary', 'Cookie');
    canaries?.countLoads(snapshot);
    const body = Buffer.from(snapshot.document);
    allowAnyOrigin(reply);
    return sendRepresentation(request, reply, cache, {
      contentType: 'application/json; charset=utf-8',
      cacheControl: NO_CACHE,
      etag: weakEtag(snapshot.signature),
      size: body.length,
      source: { key: `registry\u0000${snapshot.signature}`, load: async () => body },
    });
  });
}
