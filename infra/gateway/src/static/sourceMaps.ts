import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../http/notFound';

const SOURCE_MAP = /\.map$/i;

/**
 * Source maps are not served: they would publish every file of the source (comments, internal
 * names, dead branches) to anyone. Builds emit them hidden (no `sourceMappingURL` in the bundles,
 * see packages/mf-build) so an operator can keep them for error tracking; the gateway answers 404
 * for any `*.map`, on the shell's files and on every deployed remote alike.
 */
export async function refuseSourceMaps(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?', 1)[0] ?? '';
  if (pathname.startsWith('/api/') || pathname.startsWith('/dev/')) return; // the API's own paths
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape is left to the routes, which refuse it
  }
  if (SOURCE_MAP.test(pathname) || SOURCE_MAP.test(decoded)) return sendNotFound(reply, pathname);
}
