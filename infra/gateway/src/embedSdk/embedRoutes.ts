import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { VariantCache } from '../compression/variantCache';
import { sendNotFound } from '../http/notFound';
import { sendRepresentation, weakEtag } from '../http/sendRepresentation';
import type { LiveRegistry } from '../registry/liveRegistry';
import { NO_CACHE } from '../static/cachePolicy';
import { allowAnyOrigin } from '../static/cors';
import { embedManifest } from './embedManifest';

/**
 * The loader's URL never changes within v1, so browsers may keep it a few minutes: a new loader
 * reaches every studio page within that time. What it loads is decided by the manifest (no-cache).
 */
export const LOADER_CACHE = 'public, max-age=300';

/** mf-auth's route that a studio page opens in a popup (packages/embed-sdk, signInWidget.ts). */
export const SIGN_IN_POPUP_PATH = '/embed/sign-in';

const SDK_FILES = {
  '/embed/v1.js': { file: 'v1.js', contentType: 'text/javascript; charset=utf-8' },
  '/embed/v1/index.d.ts': { file: 'index.d.ts', contentType: 'text/plain; charset=utf-8' },
} as const;

/**
 * The studio SDK: `/embed/v1.js` (the PortalEmbed loader), `/embed/v1/index.d.ts` (its types) and
 * `/embed/v1/manifest.json` (the live remote versions, from the registry like /registry.json).
 */
export function registerEmbedSdkRoutes(
  app: FastifyInstance,
  { sdkDir, registry, cache }: { sdkDir: string; registry: LiveRegistry; cache: VariantCache },
) {
  // The sign-in popup posts the session back to the studio page that opened it: that needs its
  // opener, which any COOP but unsafe-none would cut (the portal's other pages keep theirs).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.split('?', 1)[0] === SIGN_IN_POPUP_PATH)
      reply.header('cross-origin-opener-policy', 'unsafe-none');
    return payload;
  });

  for (const [url, { file, contentType }] of Object.entries(SDK_FILES)) {
    app.get(url, { compress: false }, async (request, reply) => {
      const full = path.join(sdkDir, file);
      const stat = await fs.stat(full).catch(() => null);
      if (!stat)
        return sendNotFound(reply, `${url} (the SDK is not built: npm run build -w @portal/embed-sdk)`);
      allowAnyOrigin(reply);
      return sendRepresentation(request, reply, cache, {
        contentType,
        cacheControl: LOADER_CACHE,
        etag: weakEtag(stat.size, stat.mtimeMs),
        size: stat.size,
        source: { key: `embed-sdk\u0000${file}\u0000${stat.mtimeMs}`, load: () => fs.readFile(full) },
      });
    });
  }

  app.get('/embed/v1/manifest.json', { compress: false }, async (request, reply) => {
    const snapshot = await registry.current();
    const origin = `${request.protocol}://${request.host}`;
    const body = Buffer.from(JSON.stringify(embedManifest(snapshot, origin)));
    allowAnyOrigin(reply);
    return sendRepresentation(request, reply, cache, {
      contentType: 'application/json; charset=utf-8',
      cacheControl: NO_CACHE,
      etag: weakEtag(snapshot.signature, origin),
      size: body.length,
      source: { key: `embed-manifest\u0000${snapshot.signature}\u0000${origin}`, load: async () => body },
    });
  });
}
