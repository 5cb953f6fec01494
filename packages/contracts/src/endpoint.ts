import type * as v from 'valibot';

/** Every API route lives under /api; declared paths leave it out. */
export const API_PREFIX = '/api';

type Schema = v.GenericSchema;

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API endpoint as data, shared by the server (which registers, validates and documents it from
 * this) and every client (which builds the URL from it and checks the answer with it).
 * `path` is relative to API_PREFIX, with `:name` parameters named in `params`.
 */
export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  method: EndpointMethod;
  /** `/health` is the one path outside the scopes: load balancers and the gateway probe it. */
  path: `/${'public' | 'private' | 'partner' | 'admin' | 'webview'}/${string}` | '/health';
  summary: string;
  tags: readonly string[];
  params?: P;
  query?: Q;
  body?: B;
  /** Headers the endpoint reads (documented and checked; the handler reads them itself). */
  headers?: Schema;
  /** Schema of `data` in the success envelope. */
  response: R;
  /** The failures it documents: status → `CODE: meaning`. */
  errors?: Readonly<Record<number, string>>;
}

/** The failure every endpoint behind a bearer token documents. */
export const SIGNED_IN_ERRORS = { 401: 'UNAUTHORIZED: no live session for the bearer token' } as const;

/** Declares an endpoint, keeping its schemas' types. */
export const endpoint = <
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(
  declaration: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> => declaration;

type InputOf<S> = S extends Schema ? v.InferInput<S> : undefined;
export type EndpointParams<E> =
  E extends Endpoint<infer P, Schema | undefined, Schema | undefined, Schema> ? InputOf<P> : never;
export type EndpointQuery<E> =
  E extends Endpoint<Schema | undefined, infer Q, Schema | undefined, Schema> ? InputOf<Q> : never;
export type EndpointBody<E> =
  E extends Endpoint<Schema | undefined, Schema | undefined, infer B, Schema> ? InputOf<B> : never;
export type EndpointAnswer<E> =
  E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, infer R>
    ? v.InferOutput<R>
    : never;

const PARAMETER = /:([A-Za-z][A-Za-z0-9_]*)/g;

/** The names of a path's `:parameters`, in order. */
export const pathParameters = (path: string): string[] =>
  [...path.matchAll(PARAMETER)].map((match) => match[1]!);

/** The endpoint's path with its parameters filled in (each URL-encoded); throws on a missing one. */
export function endpointPath(
  endpoint: { readonly path: string },
  params?: Readonly<Record<string, string | number>>,
): string {
  return endpoint.path.replace(PARAMETER, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The route pattern the API registers for a declared path (`/api/public/avatars/:file`). */
export const endpointPattern = (endpoint: { readonly path: string }): string =>
  `${API_PREFIX}${endpoint.path}`;

/** The endpoint's address on the API's origin (`/api/...`), for callers outside the API client (tests, scripts). */
export const endpointUrl = (
  endpoint: { readonly path: string },
  params?: Readonly<Record<string, string | number>>,
): string => `${API_PREFIX}${endpointPath(endpoint, params)}`;
