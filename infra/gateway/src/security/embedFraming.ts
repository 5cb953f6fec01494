import type { FastifyReply, FastifyRequest } from 'fastify';

/** The API's stand-in for the help-chat widget outside production (CHAT_WIDGET_URL unset). */
export const DEV_CHAT_WIDGET_PATH = '/dev/chat-widget';

/**
 * What a page may frame (CSP `frame-src`). Only /embed frames anything (the help chat), but the
 * shell is one document: a client-side navigation to /embed keeps the CSP of the page it started on,
 * so every document carries the same list. The list holds the allow-listed external widget origins
 * (FRAME_ORIGINS, CHAT_WIDGET_ORIGINS, CHAT_WIDGET_URL). `'self'` (the non-production default, so the
 * dev widget shows) would let /embed frame any page of our own origin, with the player's session, so
 * it is narrowed to the dev widget's one path on the origin the page was served from.
 */
export function frameSources(configured: readonly string[], ownOrigin: string): string[] {
  const sources = configured.map((source) =>
    source === "'self'" ? `${ownOrigin}${DEV_CHAT_WIDGET_PATH}` : source,
  );
  return sources.length ? [...new Set(sources)] : ["'none'"];
}

const FRAME_SRC = /(^|;\s*)frame-src [^;]*/;

/**
 * onSend hook, after the security headers: rewrites the `frame-src` directive of a document's CSP
 * with `frameSources`. The rest of the policy (and /embed's `frame-ancestors`, which lists
 * EMBED_FRAME_ANCESTORS beside our own origin) is left as securityHeaders wrote it.
 */
export function embedFraming(configured: readonly string[]) {
  return async function narrowFrameSources(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp !== 'string' || !FRAME_SRC.test(csp)) return payload;
    const ownOrigin = `${request.protocol}://${request.host}`;
    const directive = `frame-src ${frameSources(configured, ownOrigin).join(' ')}`;
    reply.header(
      'content-security-policy',
      csp.replace(FRAME_SRC, (_match, lead: string) => lead + directive),
    );
    return payload;
  };
}
