import {
  AdminStudioAddSchema,
  AdminStudioOriginSchema,
  EmbedSessionRequestSchema,
  EmbedSessionSchema,
  errorCodes,
  PartnerEmbedSessionRequestSchema,
  STUDIO_SECRET_HEADER,
  StudioSecretSchema,
  EmbedOriginStatusSchema,
  StudioOriginListSchema,
  StudioOriginRecordSchema,
  StudioOriginRemovedSchema,
  studioApiRoutes,
  ADMIN_TOKEN_HEADER,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../auth';
import { ApiHttpError } from '../http/errors';
import { jsonRoute } from '../http/route';
import type { StudioAllowlist } from './allowlist';
import { OriginNotAllowedError, type EmbedSessions } from './embedSessions';
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
  embedSessions: EmbedSessions,
): void {
  const client = (request: FastifyRequest) => ({
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent'] ?? null,
  });
  const notAllowed = (origin: string) =>
    new ApiHttpError(403, errorCodes.originNotAllowed, `${origin} is not allowed to show the portal.`);

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
    body: AdminStudioAddSchema,
    response: StudioOriginRecordSchema,
    errors: unauthorized,
    handler: async ({ body, request }) => {
      app.requireAdminToken(request);
      await repository.add(body.origin, actorOf(request), body.sessionMinutes);
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

  jsonRoute(app, {
    method: 'POST',
    url: studioApiRoutes.adminStudioSecret,
    summary: `A new secret for a studio's backend (shown once; the previous one stops working) (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags: ['admin'],
    body: AdminStudioOriginSchema,
    response: StudioSecretSchema,
    errors: { ...unauthorized, 404: 'NOT_FOUND: the origin is not on the studio allowlist' },
    handler: async ({ body, request }) => {
      app.requireAdminToken(request);
      const secret = await embedSessions.rotateSecret(body.origin);
      if (!secret)
        throw new ApiHttpError(404, errorCodes.notFound, `${body.origin} is not on the studio allowlist`);
      return { origin: body.origin, secret };
    },
  });

  jsonRoute(app, {
    method: 'POST',
    url: studioApiRoutes.embedSessions,
    summary:
      'The portal sign-in popup: a session for the allowlisted studio page that opened it (signed-in player, cookie + CSRF)',
    tags: ['auth'],
    body: EmbedSessionRequestSchema,
    response: EmbedSessionSchema,
    errors: {
      401: 'UNAUTHORIZED: not signed in',
      403: 'ORIGIN_NOT_ALLOWED: the studio origin is not on the allowlist; CSRF_REJECTED',
    },
    handler: async ({ body, request, reply }) => {
      await app.requireSession(request, reply);
      const { userId, via } = sessionOf(request);
      // Only the portal's own pages (its cookie) hand sessions out; an embed token cannot make more.
      if (via !== 'cookie') throw notAllowed(body.origin);
      try {
        return await embedSessions.issue(userId, body.origin, 'popup', client(request));
      } catch (error) {
        if (error instanceof OriginNotAllowedError) throw notAllowed(body.origin);
        throw error;
      }
    },
  });

  jsonRoute(app, {
    method: 'POST',
    url: studioApiRoutes.partnerEmbedSessions,
    summary: `A studio's backend: a session for a player it signed in itself (header ${STUDIO_SECRET_HEADER})`,
    tags: ['partner'],
    body: PartnerEmbedSessionRequestSchema,
    response: EmbedSessionSchema,
    errors: {
      401: `STUDIO_SECRET_INVALID: the ${STUDIO_SECRET_HEADER} header is missing or not this origin's secret`,
      404: 'NOT_FOUND: no such player',
    },
    handler: async ({ body, request }) => {
      const given = request.headers[STUDIO_SECRET_HEADER];
      if (!(await embedSessions.secretMatches(body.origin, typeof given === 'string' ? given : '')))
        throw new ApiHttpError(
          401,
          errorCodes.studioSecretInvalid,
          `Send ${body.origin}'s studio secret in ${STUDIO_SECRET_HEADER}`,
        );
      if (!(await embedSessions.playerExists(body.userId)))
        throw new ApiHttpError(404, errorCodes.notFound, `No player ${body.userId}`);
      return embedSessions.issue(body.userId, body.origin, 'partner', client(request));
    },
  });
}
