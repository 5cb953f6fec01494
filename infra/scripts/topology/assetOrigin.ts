/**
 * A static origin standing for the CDN that serves remotes in production (infra/deploy's
 * static-origin is nginx with the same rules): the asset storage folder over HTTP with
 * @fastify/static (precompressed `.br`/`.gz` forms, Range, ETag, Last-Modified), CORS for any
 * origin (the shell fetches manifests cross-origin and loads scripts in CORS mode), the gateway's
 * cache rule (hashed files immutable, manifests and entries no-cache), and no source maps (kept for
 * the error tracker, never public).
 *   tsx infra/scripts/topology/assetOrigin.ts <dir> [--port N] [--host 127.0.0.1]
 * prints `asset origin listening on <url>` once ready.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { cacheControlFor } from '../../gateway/src/static/cachePolicy';
import { contentTypeFor } from '../../gateway/src/static/mimeTypes';

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

if (require.main === module) {
  const { positionals, values } = parseArgs({
    options: { port: { type: 'string', default: '0' }, host: { type: 'string', default: '127.0.0.1' } },
    allowPositionals: true,
  });
  const dir = positionals[0];
  if (!dir) {
    console.error('usage: assetOrigin.ts <dir> [--port N] [--host 127.0.0.1]');
    process.exit(2);
  }
  buildAssetOrigin(dir)
    .then((app) => app.listen({ port: Number(values.port), host: values.host }))
    .then((url) => console.log(`asset origin listening on ${url}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  // Started by a test or the topology with a stdin pipe: its end means the parent is gone.
  if (process.env.ASSET_ORIGIN_EXIT_WITH_STDIN) process.stdin.on('end', () => process.exit(0)).resume();
}
