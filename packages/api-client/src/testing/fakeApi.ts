import { ApiRequestError } from '../errors';

/**
 * The API as components see it through fetch, for every app's tests: each test says what a route
 * answers, and every request is recorded. One fake for the whole workspace; apps add their fixtures.
 *
 * A route is `'METHOD /path'` or `'/path'` (any method); `:name` segments match one segment each and
 * reach the handler as `params`. A handler (or a fixed value) answers:
 * - data: the success envelope with it, 200;
 * - `{ status, code }`: the error envelope with that code;
 * - `rawAnswer(status, body)`: exactly that envelope;
 * - a thrown (or rejected) ApiRequestError: its status and errors; any other throw: a network failure.
 * Unknown routes answer 404 NOT_FOUND in the envelope, like the real API.
 */
export interface RecordedRequest {
  method: string;
  /** The path and query as called, e.g. `/api/private/x?page=2`. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  params: Record<string, string>;
}

const RAW = Symbol('raw answer');
interface RawAnswer {
  [RAW]: true;
  status: number;
  body: unknown;
}

/** An answer sent exactly as given: status and envelope (for malformed or partial answers). */
export const rawAnswer = (status: number, body: unknown): RawAnswer => ({ [RAW]: true, status, body });

/** What the api-client reads of a fetch answer (jsdom has no Response). */
const respond = (status: number, body: unknown) => {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as unknown as Response;
};

const isRaw = (answer: unknown): answer is RawAnswer =>
  typeof answer === 'object' && answer !== null && RAW in answer;

const isErrorAnswer = (answer: unknown): answer is { status: number; code: string } =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as { status?: unknown }).status === 'number' &&
  typeof (answer as { code?: unknown }).code === 'string';

function envelope(answer: unknown): Response {
  if (isRaw(answer)) return respond(answer.status, answer.body);
  if (isErrorAnswer(answer))
    return respond(answer.status, { success: false, errors: [{ code: answer.code, message: answer.code }] });
  return respond(200, { success: true, data: answer });
}

interface Route {
  method: string | undefined;
  segments: string[];
  handler: unknown;
}

function parseRoute(key: string, handler: unknown): Route {
  const [first, second] = key.split(' ');
  const path = second ?? first!;
  return { method: second ? first : undefined, segments: path.split('/'), handler };
}

/** The route's params when it matches, exact routes before patterned ones. */
function match(route: Route, method: string, segments: string[]) {
  if (route.method !== undefined && route.method !== method) return undefined;
  if (route.segments.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of route.segments.entries()) {
    const actual = segments[index]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return undefined;
  }
  return params;
}

const specificity = (route: Route) =>
  (route.method ? 2 : 0) + (route.segments.some((part) => part.startsWith(':')) ? 0 : 1);

export function installFakeApi(routes: Record<string, unknown> = {}) {
  const table = Object.entries(routes).map(([key, handler]) => parseRoute(key, handler));
  const requests: RecordedRequest[] = [];
  const original = globalThis.fetch;

  const find = (method: string, path: string) => {
    const segments = path.split('/');
    return table
      .map((route) => ({ route, params: match(route, method, segments) }))
      .filter((found) => found.params !== undefined)
      .sort((a, b) => specificity(b.route) - specificity(a.route))[0];
  };

  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init.method ?? 'GET';
    const found = find(method, url.pathname);
    const request: RecordedRequest = {
      method,
      url: `${url.pathname}${url.search}`,
      path: url.pathname,
      query: url.searchParams,
      headers: init.headers instanceof Headers ? init.headers : new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      params: found?.params ?? {},
    };
    requests.push(request);
    if (!found) return envelope({ status: 404, code: 'NOT_FOUND' });
    const { handler } = found.route;
    try {
      const answer =
        typeof handler === 'function' ? await (handler as (r: RecordedRequest) => unknown)(request) : handler;
      return envelope(answer);
    } catch (error) {
      if (error instanceof ApiRequestError)
        return respond(error.status, { success: false, errors: error.errors });
      throw error;
    }
  }) as typeof fetch;

  return {
    requests,
    /** Adds or replaces a route's answer. */
    on(route: string, handler: unknown) {
      const parsed = parseRoute(route, handler);
      const index = table.findIndex(
        (r) => r.method === parsed.method && r.segments.join('/') === parsed.segments.join('/'),
      );
      if (index >= 0) table.splice(index, 1, parsed);
      else table.push(parsed);
    },
    /** The requests to one route, e.g. `requestsTo('POST', '/api/public/feedback')`. */
    requestsTo: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
export type FakeApi = ReturnType<typeof installFakeApi>;
