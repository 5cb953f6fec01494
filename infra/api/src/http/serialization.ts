import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * JSON answers are written by Fastify's compiled serializer (fast-json-stringify, built once per
 * route from its response schema, which the valibot schemas of @portal/contracts give), not by
 * JSON.stringify of an answer checked at run time. A schema that left a field out or typed it
 * differently would change the answer silently, so under test (NODE_ENV=test) every answer written
 * is read back and compared with what JSON.stringify would have sent: a difference is a 500 naming
 * the route, and the test suites exercise the routes.
 */
export function checkCompiledAnswers(app: FastifyInstance): void {
  const sent = new WeakMap<FastifyReply, unknown>();
  app.addHook('preSerialization', async (_request, reply, payload) => {
    sent.set(reply, payload);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!sent.has(reply) || typeof payload !== 'string') return payload;
    const expected = JSON.parse(JSON.stringify(sent.get(reply))) as unknown;
    if (!isDeepStrictEqual(JSON.parse(payload), expected))
      throw new Error(
        `The compiled serializer of ${request.method} ${request.routeOptions.url} (${reply.statusCode}) ` +
          `changes the answer: ${payload} instead of ${JSON.stringify(expected)}`,
      );
    return payload;
  });
}
