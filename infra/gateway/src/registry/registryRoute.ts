import type { FastifyInstance } from 'fastify';
import type { VariantCache } from '../compression/variantCache';
import { sendRepresentation, weakEtag } from '../http/sendRepresentation';
import { NO_CACHE } from '../static/cachePolicy';
import { allowAnyOrigin } from '../static/cors';
import type { LiveRegistry } from './liveRegistry';

/** `GET /registry.json`: which version of each remote is live, read fresh after every deploy or rollback. */
export function registerRegistryRoute(app: FastifyInstance, registry: LiveRegistry, cache: VariantCache) {
  app.get('/registry.json', { compress: false }, async (request, reply) => {
    const snapshot = await registry.current();
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
