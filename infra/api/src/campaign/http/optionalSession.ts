import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../auth';
import type { SessionService } from '../../auth/sessions';

/**
 * Public campaign reads show a visitor's view, or the player's own state when a live bearer token
 * comes along. An unknown or expired token reads as a visitor (the page still renders).
 */
export function optionalPlayer(sessions: SessionService) {
  return async (request: FastifyRequest): Promise<number | null> => {
    const token = bearerToken(request);
    if (!token) return null;
    return (await sessions.authenticate(token))?.userId ?? null;
  };
}
