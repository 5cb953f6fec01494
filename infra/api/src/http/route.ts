import { successEnvelope, ErrorEnvelopeSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import * as v from 'valibot';
import { toOpenApiSchema } from '../openapi/jsonSchema';
import { RequestValidationError, type RequestPart } from './errors';
import { createPublicCache, type PublicCachePolicy } from './publicCache/publicCache';

type Schema = v.GenericSchema;
type Output<S> = S extends Schema ? v.InferOutput<S> : undefined;

interface InputSchemas<P, Q, H, B> {
  params?: P;
  querystring?: Q;
  headers?: H;
  body?: B;
}

export interface RouteInput<P, Q, H, B> {
  params: Output<P>;
  query: Output<Q>;
  headers: Output<H>;
  body: Output<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

interface BaseRouteSpec<P, Q, H, B> extends InputSchemas<P, Q, H, B> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  tags: string[];
  /** Error statuses the route documents, with what they mean. */
  errors?: Record<number, string>;
}

export interface JsonRouteSpec<P, Q, H, B, R extends Schema> extends BaseRouteSpec<P, Q, H, B> {
  /** Schema of `data` in the success envelope. */
  response: R;
  handler: (input: RouteInput<P, Q, H, B>) => Promise<v.InferInput<R>>;
  /** Public, rarely changing answers: kept in memory with an ETag (http/publicCache). */
  cache?: PublicCachePolicy;
}

export interface RawRouteSpec<P, Q, H, B> extends BaseRouteSpec<P, Q, H, B> {
  /** Content type of the 200 answer (an image, a page); with several, the handler sets the one it sends (the first by default). */
  produces: string | readonly [string, ...string[]];
  handler: (input: RouteInput<P, Q, H, B>) => Promise<string | Buffer>;
}

const ERROR_RESPONSE = toOpenApiSchema(ErrorEnvelopeSchema, 'output');

/**
 * The failure answers of a route for its OpenAPI document: each in the error envelope, described as
 * `CODE: meaning`; 400 when it takes input, 500 always. Exported for the few routes not declared
 * through jsonRoute/rawRoute (a redirect).
 */
export function documentErrors(errors: Record<number, string> = {}, hasInput: boolean) {
  const documented: Record<number, unknown> = {};
  if (hasInput) documented[400] = { description: 'VALIDATION_ERROR: an input is invalid', ...ERROR_RESPONSE };
  for (const [status, description] of Object.entries(errors)) {
    documented[Number(status)] = { description, ...ERROR_RESPONSE };
  }
  // Any route can fail unexpectedly; its answer is still the envelope (see http/errorHandling.ts).
  documented[500] ??= {
    description: 'INTERNAL_ERROR: the server failed; nothing was changed',
    ...ERROR_RESPONSE,
  };
  return documented;
}

/**
 * Fastify validator that runs the route's valibot schema. Params, query and body are replaced by
 * the parsed output; headers are only checked (the handler gets the parsed copy).
 */
function valibotValidator(schemas: InputSchemas<Schema, Schema, Schema, Schema>) {
  return ({ httpPart }: { httpPart?: string }) => {
    const part = (httpPart ?? 'body') as RequestPart;
    const schema = schemas[part];
    return (data: unknown) => {
      if (!schema) return { value: data };
      const result = v.safeParse(schema, data ?? (part === 'body' ? undefined : {}));
      if (!result.success) return { error: new RequestValidationError(part, result.issues) };
      return part === 'headers' ? true : { value: result.output };
    };
  };
}

function buildInput<P, Q, H, B>(
  spec: InputSchemas<P, Q, H, B>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const headers = spec.headers ? v.parse(spec.headers as unknown as Schema, request.headers) : undefined;
  return {
    params: request.params,
    query: request.query,
    headers,
    body: request.body,
    request,
    reply,
  } as RouteInput<P, Q, H, B>;
}

function routeSchema(
  spec: BaseRouteSpec<unknown, unknown, unknown, unknown>,
  success: Record<string, unknown>,
) {
  const schema: FastifySchema & Record<string, unknown> = {
    summary: spec.summary,
    tags: spec.tags,
    response: {
      200: success,
      ...documentErrors(spec.errors, Boolean(spec.params || spec.querystring || spec.headers || spec.body)),
    },
  };
  for (const part of ['params', 'querystring', 'headers', 'body'] as const) {
    const input = spec[part];
    if (input) schema[part] = toOpenApiSchema(input as Schema, 'input');
  }
  return schema;
}

/** Registers a JSON route: validated inputs, `{ success: true, data }` answers, OpenAPI docs. */
export function jsonRoute<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  H extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
>(app: FastifyInstance, spec: JsonRouteSpec<P, Q, H, B, R>): void {
  const cached = spec.cache ? createPublicCache(spec.cache) : null;
  app.route({
    method: spec.method,
    url: spec.url,
    schema: routeSchema(spec, {
      description: 'Success',
      ...toOpenApiSchema(successEnvelope(spec.response), 'output'),
    }),
    validatorCompiler: valibotValidator(spec),
    handler: async (request, reply) => {
      const answer = async () => ({
        success: true,
        data: await spec.handler(buildInput(spec, request, reply)),
      });
      const serialized = async () => reply.serialize(await answer()) as string;
      // A reply is thenable: awaiting it would wait for the answer to be sent.
      if (cached && (await cached(app.contentVersions, request, reply, serialized))) return reply;
      return answer();
    },
  });
}

/** Registers a non-JSON route (image, HTML page) with the same validation and docs. */
export function rawRoute<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  H extends Schema | undefined,
  B extends Schema | undefined,
>(app: FastifyInstance, spec: RawRouteSpec<P, Q, H, B>): void {
  const types = typeof spec.produces === 'string' ? [spec.produces] : spec.produces;
  app.route({
    method: spec.method,
    url: spec.url,
    schema: routeSchema(spec, {
      description: types.join(' or '),
      content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string' } }])),
    }),
    validatorCompiler: valibotValidator(spec),
    handler: async (request, reply) => {
      const payload = await spec.handler(buildInput(spec, request, reply));
      if (!reply.hasHeader('content-type')) reply.type(types[0]!);
      return reply.send(payload);
    },
  });
}
