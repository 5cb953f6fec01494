import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isRemoteApp } from '../config';
import { sendNotFound } from '../http/notFound';
import { VERSION_ID_PATTERN } from '../registry/deployRegistry';
import { allowAnyOrigin } from './cors';
import type { StaticFiles } from './staticFiles';

/**
 * `/remotes/<app>/<version>/*` from DEPLOY_DIR. Every deployed version stays reachable, so a page
 * opened before a deploy or rollback keeps loading the chunks it started with.
 */
export function registerRemoteFiles(app: FastifyInstance, deployDir: string, files: StaticFiles) {
  app.get<{ Params: { app: string; version: string; '*': string } }>(
    '/remotes/:app/:version/*',
    { compress: false },
    async (request, reply) => {
      const { app: remote, version, '*': file } = request.params;
      allowAnyOrigin(reply);
      const served =
        isRemoteApp(remote) &&
        VERSION_ID_PATTERN.test(version) &&
        (await files.send(request, reply, path.join(deployDir, 'remotes', remote, version), file));
      return served ? reply : sendNotFound(reply, `/remotes/${remote}/${version}/${file}`);
    },
  );
}
