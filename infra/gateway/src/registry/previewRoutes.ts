import type { FastifyInstance } from 'fastify';
import { isRemoteApp } from '../config';
import { sendNotFound } from '../http/notFound';
import type { LiveRegistry } from './liveRegistry';
import { browserReleases, findRelease, previewCookie } from './releaseChannel';

/**
 * The preview link a `deploy:remote --preview` prints: `/preview/<app>/<version>` makes that version
 * this browser's (and nobody else's) across the whole portal, until `/preview/exit`.
 */
export function registerPreviewRoutes(app: FastifyInstance, registry: LiveRegistry) {
  app.get('/preview/exit', async (request, reply) => {
    return reply
      .code(307)
      .header('cache-control', 'no-store')
      .header('set-cookie', previewCookie(new Map(), request.protocol === 'https'))
      .header('location', '/')
      .send();
  });
  app.get<{ Params: { app: string; version: string } }>('/preview/:app/:version', async (request, reply) => {
    const { app: remote, version } = request.params;
    const snapshot = await registry.current();
    if (!isRemoteApp(remote) || !findRelease(snapshot.deployed, remote, version))
      return sendNotFound(reply, `The version ${version} of ${remote}`);
    const previews = new Map(browserReleases(request).previews).set(remote, version);
    return reply
      .code(307)
      .header('cache-control', 'no-store')
      .header('set-cookie', previewCookie(previews, request.protocol === 'https'))
      .header('location', '/')
      .send();
  });
}
