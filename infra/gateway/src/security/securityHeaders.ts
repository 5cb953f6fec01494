import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveRegistry } from '../registry/liveRegistry';
import { contentSecurityPolicy } from './contentSecurityPolicy';

export interface SecurityHeaderOptions {
  registry: LiveRegistry;
  frameOrigins: string[];
  embedFrameAncestors: string[];
}

const STATIC_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=()',
  // Social login opens a popup that must keep its opener to post the result back.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
} as const;

const HSTS = 'max-age=31536000; includeSubDomains';

/** The page studios iframe; the only route whose frame-ancestors go beyond our own origin. */
export const isEmbedPath = (pathname: string) => /^\/embed\/?$/.test(pathname);

/** onSend hook: every response, including 404s, errors, redirects and proxied API answers, carries them. */
export function securityHeaders({ registry, frameOrigins, embedFrameAncestors }: SecurityHeaderOptions) {
  let policies: { signature: string; page: string; embed: string } | undefined;
  const policiesFor = () => {
    const snapshot = registry.latest();
    if (policies?.signature !== snapshot.signature) {
      const base = { remoteOrigins: snapshot.remoteOrigins, frameOrigins };
      policies = {
        signature: snapshot.signature,
        page: contentSecurityPolicy({ ...base, frameAncestors: [] }),
        embed: contentSecurityPolicy({ ...base, frameAncestors: embedFrameAncestors }),
      };
    }
    return policies;
  };

  return async function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const { page, embed } = policiesFor();
    const pathname = request.url.split('?', 1)[0] ?? '/';
    reply.headers(STATIC_HEADERS).header('content-security-policy', isEmbedPath(pathname) ? embed : page);
    // Only meaningful over TLS; request.protocol believes x-forwarded-proto from trusted hops alone.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  };
}
