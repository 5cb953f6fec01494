import { EMPTY_STYLE_SOURCE } from '@portal/contracts/html';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveRegistry } from '../registry/liveRegistry';
import { contentSecurityPolicy, type CspSources } from './contentSecurityPolicy';

export interface SecurityHeaderOptions {
  registry: LiveRegistry;
  frameOrigins: string[];
  embedFrameAncestors: string[];
  /** REMOTE_ORIGINS: asset origins allowed before any live remote names them (a promote to a new CDN). */
  remoteOrigins?: string[];
  /** Hash sources of the inline `<style>` elements the gateway's documents carry, as they are now. */
  documentStyles?: () => Promise<readonly string[]>;
}

/** Hash sources of inline styles and scripts one answer carries beyond the shell's (a server render's). */
const answerInline = new WeakMap<FastifyReply, { styles: string[]; scripts: string[] }>();

const inlineOf = (reply: FastifyReply) => {
  const inline = answerInline.get(reply) ?? { styles: [], scripts: [] };
  answerInline.set(reply, inline);
  return inline;
};

/** Lets this answer's document carry one more inline `<style>`, named by its hash source. */
export function allowInlineStyle(reply: FastifyReply, source: string): void {
  inlineOf(reply).styles.push(source);
}

/** Lets this answer's document carry one inline `<script>`, named by its hash source. */
export function allowInlineScript(reply: FastifyReply, source: string): void {
  inlineOf(reply).scripts.push(source);
}

/** On every response: scripts and JSON must not be sniffed into something else. */
const EVERY_RESPONSE = { 'x-content-type-options': 'nosniff' } as const;

/**
 * Only a document enforces these (a script or a JSON answer ignores them), so they travel with
 * HTML alone instead of adding ~700 bytes to each of a page's dozens of requests.
 */
const DOCUMENT_ONLY = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=()',
  // Social login opens a popup that must keep its opener to post the result back.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
} as const;

const HSTS = 'max-age=31536000; includeSubDomains';

/** The page studios iframe; the only route whose frame-ancestors go beyond our own origin. */
export const isEmbedPath = (pathname: string) => /^\/embed\/?$/.test(pathname);

/** An HTML answer, or any answer to a page navigation (a redirect to /login included). */
const isDocument = (request: FastifyRequest, reply: FastifyReply) =>
  /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? '')) ||
  !!request.headers.accept?.includes('text/html');

/**
 * onSend hook: every response (404s, errors, redirects and proxied API answers included) is
 * nosniff and, over TLS, HSTS; HTML documents carry the CSP and the other page policies.
 */
export function securityHeaders({
  registry,
  frameOrigins,
  embedFrameAncestors,
  remoteOrigins = [],
  documentStyles = async () => [],
}: SecurityHeaderOptions) {
  let policies:
    { signature: string; base: Omit<CspSources, 'frameAncestors'>; page: string; embed: string } | undefined;
  const policiesFor = async () => {
    const snapshot = registry.latest();
    const styleSources = [EMPTY_STYLE_SOURCE, ...(await documentStyles())];
    const signature = `${snapshot.signature}\u0000${styleSources.join(' ')}`;
    if (policies?.signature !== signature) {
      const base = {
        remoteOrigins: [...remoteOrigins, ...snapshot.remoteOrigins],
        frameOrigins,
        styleSources,
      };
      policies = {
        signature,
        base,
        page: contentSecurityPolicy({ ...base, frameAncestors: [] }),
        embed: contentSecurityPolicy({ ...base, frameAncestors: embedFrameAncestors }),
      };
    }
    return policies;
  };

  return async function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    reply.headers(EVERY_RESPONSE);
    if (isDocument(request, reply)) {
      reply.headers(DOCUMENT_ONLY);
      // A page the API renders itself (maintenance, checkout) brings the policy that fits its markup.
      if (!reply.hasHeader('content-security-policy')) {
        const { base, page, embed } = await policiesFor();
        const pathname = request.url.split('?', 1)[0] ?? '/';
        const extra = answerInline.get(reply);
        reply.header(
          'content-security-policy',
          extra
            ? contentSecurityPolicy({
                ...base,
                styleSources: [...base.styleSources, ...extra.styles],
                scriptSources: extra.scripts,
                frameAncestors: isEmbedPath(pathname) ? embedFrameAncestors : [],
              })
            : isEmbedPath(pathname)
              ? embed
              : page,
        );
      }
    }
    // Only meaningful over TLS; request.protocol believes x-forwarded-proto from trusted hops alone.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  };
}
