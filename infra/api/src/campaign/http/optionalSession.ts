import type { FastifyRequest } from 'fastify';
import { sessionToken, type SessionService } from '../../auth';

/**
 * Public campaign reads show a visitor's view, or the player's own state when a live session comes
 * along: the bearer token (API callers), else the HttpOnly session cookie the browser sends. An
 * unknown or expired token reads as a visitor (the page still renders). Reads only, so the cookie
 * needs no CSRF token here.
 */
export function optionalPlayer(sessions: SessionService) {
  return async (request: FastifyRequest): Promise<number | null> => {
    const session = sessionToken(request);
    if (!session) return null;
    return (await sessions.authenticate(session.token))?.userId ?? null;
  };
}
