import type { FastifyInstance, FastifyReply } from 'fastify';

/** Studios' pages fetch manifests and the registry cross-origin (no credentials). */
export function allowAnyOrigin(reply: FastifyReply): FastifyReply {
  return reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin');
}

/** Preflight answers for the cross-origin readable paths. */
export function registerCorsPreflight(app: FastifyInstance, paths: string[]) {
  for (const url of paths) {
    app.options(url, async (request, reply) => {
      allowAnyOrigin(reply)
        .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
        .header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '')
        .header('access-control-max-age', '86400')
        .code(204);
      return reply.send();
    });
  }
}
