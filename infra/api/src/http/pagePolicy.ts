import { inlineStyleSources } from '@portal/contracts/html';
import type { FastifyInstance } from 'fastify';

/**
 * The policy of a page the API renders itself (maintenance and checkout stand-ins, the development
 * chat): nothing loads but its own images, and each of its `<style>` elements is allowed by hash,
 * so no page needs `'unsafe-inline'`.
 */
export function pagePolicy(html: string): string {
  const styles = inlineStyleSources(html);
  return [
    "default-src 'none'",
    `style-src ${styles.length ? styles.join(' ') : "'none'"}`,
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** onSend: every HTML answer without a policy of its own gets `pagePolicy` of its markup. */
export function registerPagePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (
      /^text\/html\b/i.test(type) &&
      typeof payload === 'string' &&
      !reply.hasHeader('content-security-policy')
    ) {
      reply.header('content-security-policy', pagePolicy(payload));
    }
    return payload;
  });
}
