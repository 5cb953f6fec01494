import { errorCodes } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../auth';
import { ApiHttpError } from '../http/errors';
import type { EmbedSessions } from './embedSessions';

/**
 * An embed session works only from the studio page it was issued for: the browser's Origin header
 * must name that studio. Taken elsewhere (another site, a script without an Origin), it opens nothing.
 */
export function registerEmbedSessionScope(app: FastifyInstance, embedSessions: EmbedSessions): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    if (!token) return;
    const bound = await embedSessions.boundOrigin(token);
    if (bound !== null && request.headers.origin !== bound)
      throw new ApiHttpError(
        401,
        errorCodes.embedSessionElsewhere,
        'This portal session belongs to another site. Please sign in again.',
      );
  });
}
