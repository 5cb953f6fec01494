import {
  AdminStudioOriginSchema,
  EmbedOriginStatusSchema,
  StudioOriginListSchema,
  StudioOriginRecordSchema,
  StudioOriginRemovedSchema,
  studioApiRoutes,
  ADMIN_TOKEN_HEADER,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonRoute } from '../http/route';
import type { StudioAllowlist } from './allowlist';
import type { StudioOriginsRepository } from './repository';

/** The operator's name the CLI sends along (`operator:<os user>`), kept as who added an origin. */
export const OPERATOR_HEADER = 'x-operator';
const OPERATOR = /^[A-Za-z0-9:._@-]{1,64}$/;

const actorOf = (request: FastifyRequest) => {
  const given = request.headers[OPERATOR_HEADER];
  return `admin-api:${typeof given === 'string' && OPERATOR.test(given) ? given : 'unnamed'}`;
};

const unauthorized = { 401: `ADMIN_TOKEN_INVALID: the ${ADMIN_TOKEN_HEADER} header is missing or wrong` };

/**
 * The public origin check an embed makes before it draws (answered to every origin: it tells a
 * refused page why, and nothing else), and the operators' allowlist routes the admin CLI uses while
 * the API holds the PGlite data directory. Needs `app.requireAdminToken` (registerShellMetadata).
 */
export function registerStudioRoutes(
  app: FastifyInstance,
  repository: StudioOriginsRepository,
  allowlist: StudioAllowlist,
): void {
  jsonRoute(app, {
    method: 'GET',
    url: studioApiRoutes.embedOrigin,
    summary: 'Whether the calling page (its Origin header) may show the portal’s widgets',
    tags: ['public'],
    response: EmbedOriginStatusSchema,
    handler: async ({ request, reply }) => {
      const origin = typeof request.headers.origin === 'string' ? request.headers.origin : null;
      const allowed = origin !== null && (await allowlist.isAllowed(origin));
      if (!allowed) reply.header('access-control-allow-origin', '*');
      reply.header('cache-control', 'no-store');
      return { origin, allowed };
    },
  });

  jsonRoute(app, {
    method: 'GET',
    url: studioApiRoutes.adminStudios,
    summary: `Studio origins allowed to embed the portal (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags: ['admin'],
    response: StudioOriginListSchema,
    errors: unauthorized,
    handler: async ({ request }) => {
      app.requireAdminToken(request);
      return repository.list();
    },
  });

  jsonRoute(app, {
    method: 'POST',
    url: studioApiRoutes.adminStudios,
    summary: `Allow a studio origin to embed the portal (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags: ['admin'],
    body: AdminStudioOriginSchema,
    response: StudioOriginRecordSchema,
    errors: unauthorized,
    handler: async ({ body, request }) => {
      app.requireAdminToken(request);
      await repository.add(body.origin, actorOf(request));
      allowlist.invalidate();
      const records = await repository.list();
      return records.find((record) => record.origin === body.origin) as (typeof records)[number];
    },
  });

  jsonRoute(app, {
    method: 'DELETE',
    url: studioApiRoutes.adminStudios,
    summary: `Stop answering CORS to a studio origin (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags: ['admin'],
    querystring: AdminStudioOriginSchema,
    response: StudioOriginRemovedSchema,
    errors: unauthorized,
    handler: async ({ query, request }) => {
      app.requireAdminToken(request);
      const removed = await repository.remove(query.origin);
      allowlist.invalidate();
      return { origin: query.origin, removed };
    },
  });
}
