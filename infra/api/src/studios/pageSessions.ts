import type { EmbedSession } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StudioAllowlist } from './allowlist';
import type { EmbedSessions } from './embedSessions';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A sign-in or registration called from an allowlisted studio page (its Origin header): binds the
     * session just issued to that page and returns it as an embed session. Null for any other caller:
     * the portal's own pages keep their HttpOnly cookie session.
     */
    bindStudioPageSession(request: FastifyRequest, token: string): Promise<EmbedSession | null>;
  }
}

/** The studio page a request comes from: an allowlisted Origin other than the portal's own. */
async function studioPageOf(request: FastifyRequest, allowlist: StudioAllowlist): Promise<string | null> {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return null;
  if (origin === `${request.protocol}://${request.host}`) return null;
  return (await allowlist.isAllowed(origin)) ? origin : null;
}

/**
 * A widget that signs a player in on a studio page (the pre-registration's login or its new account)
 * cannot use the portal's cookies there (they are first-party only, and embeds omit credentials): it
 * gets the same origin-bound embed session as the sign-in popup hands back, with the studio's lifetime.
 */
export function registerStudioPageSessions(
  app: FastifyInstance,
  allowlist: StudioAllowlist,
  embedSessions: EmbedSessions,
): void {
  app.decorate('bindStudioPageSession', async (request: FastifyRequest, token: string) => {
    const origin = await studioPageOf(request, allowlist);
    return origin ? embedSessions.bind(token, origin) : null;
  });
}
