import { endpointPattern, type Endpoint } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { jsonRoute, type JsonRouteSpec, type RouteInput } from './route';

type Schema = v.GenericSchema;

/** What a route adds to its endpoint on the server: the handler, and the public cache if any. */
type ServeOptions = Pick<JsonRouteSpec<undefined, undefined, undefined, undefined, Schema>, 'cache'>;

/**
 * Registers an endpoint declared in @portal/contracts: its URL, input validation, answer schema and
 * OpenAPI entry all come from the declaration, so the server and its clients cannot disagree.
 */
export function serve<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
>(
  app: FastifyInstance,
  endpoint: Endpoint<P, Q, B, R>,
  handler: (input: RouteInput<P, Q, undefined, B>) => Promise<v.InferInput<R>>,
  options: ServeOptions = {},
): void {
  jsonRoute<P, Q, undefined, B, R>(app, {
    method: endpoint.method,
    url: endpointPattern(endpoint),
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    params: endpoint.params,
    querystring: endpoint.query,
    body: endpoint.body,
    // Headers are only documented and checked here; a handler that needs them reads the request.
    ...(endpoint.headers ? { headers: endpoint.headers as never } : {}),
    response: endpoint.response,
    errors: endpoint.errors,
    handler,
    ...options,
  });
}
