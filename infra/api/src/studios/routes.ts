import { errorCodes, STUDIO_SECRET_HEADER, studioEndpoints } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../auth';
import { ApiHttpError } from '../http/errors';
import { serve } from '../http/serve';
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

  serve(app, studioEndpoints.embedOrigin, async ({ request, reply }) => {
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : null;
    const allowed = origin !== null && (await allowlist.isAllowed(origin));
    if (!allowed) reply.header('access-control-allow-origin', '*');
    reply.header('cache-control', 'no-store');
    return { origin, allowed };
  });

  serve(app, studioEndpoints.list, async ({ request }) => {
    app.requireAdminToken(request);
    return repository.list();
  });

  serve(app, studioEndpoints.add, async ({ body, request }) => {
    app.requireAdminToken(request);
    await repository.add(body.origin, actorOf(request), body.sessionMinutes);
    allowlist.invalidate();
    const records = await repository.list();
    return records.find((record) => record.origin === body.origin) as (typeof records)[number];
  });

  serve(app, studioEndpoints.remove, async ({ query, request }) => {
    app.requireAdminToken(request);
    const removed = await repository.remove(query.origin);
    allowlist.invalidate();
    return { origin: query.origin, removed };
  });

  serve(app, studioEndpoints.rotateSecret, async ({ body, request }) => {
    app.requireAdminToken(request);
    const secret = await embedSessions.rotateSecret(body.origin);
    if (!secret)
      throw new ApiHttpError(404, errorCodes.notFound, `${body.origin} is not on the studio allowlist`);
    return { origin: body.origin, secret };
  });

  serve(app, studioEndpoints.embedSession, async ({ body, request, reply }) => {
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
  });

  serve(app, studioEndpoints.partnerEmbedSession, async ({ body, request }) => {
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
  });
}
