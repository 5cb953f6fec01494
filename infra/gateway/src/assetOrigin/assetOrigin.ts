/**
 * A static origin standing for the CDN that serves remotes in production (infra/deploy's
 * static-origin is nginx with the same rules): the asset storage folder over HTTP with
 * @fastify/static (precompressed `.br`/`.gz` forms, Range, ETag, Last-Modified), CORS for any
 * origin (the shell fetches manifests cross-origin and loads scripts in CORS mode), the gateway's
 * cache rule (hashed files immutable, manifests and entries no-cache), and no source maps (kept for
 * the error tracker, never public).
 * Run by infra/scripts/topology/assetOrigin.ts.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { cacheControlFor } from '../static/cachePolicy';
import { contentTypeFor } from '../static/mimeTypes';

export async function buildAssetOrigin(dir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (request, reply) => {
    reply
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('x-content-type-options', 'nosniff');
    const pathname = request.url.split('?', 1)[0] ?? '';
    if (pathname.endsWith('.map')) return reply.code(404).send({ success: false });
    if (request.method === 'OPTIONS') {
      return reply
        .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
        .header('access-control-max-age', '86400')
        .code(204)
        .send();
    }
  });
  await app.register(fastifyStatic, {
    root: path.resolve(dir),
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(file));
      reply.header('content-type', contentTypeFor(file.replace(/\.(br|gz)$/, '')));
    },
  });
  app.options('/*', async () => undefined);
  return app;
}
