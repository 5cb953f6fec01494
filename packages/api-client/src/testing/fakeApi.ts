/**
 * The API as components see it through fetch: each test says what a path answers (data in the
 * success envelope, or an error status); every request is recorded with its headers.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** What the api-client reads of a fetch answer (jsdom has no Response). */
const respond = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }) as Response;

type Answer = unknown | { status: number; code: string };
type Handler = Answer | ((request: RecordedRequest) => Answer);

export function installFakeApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://portal.test');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: init.headers instanceof Headers ? init.headers : new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`] ?? routes[request.path];
    if (handler === undefined) {
      return respond(404, { success: false, errors: [{ code: 'NOT_FOUND', message: request.path }] });
    }
    const answer =
      typeof handler === 'function' ? (handler as (r: RecordedRequest) => Answer)(request) : handler;
    if (
      answer &&
      typeof answer === 'object' &&
      'status' in answer &&
      'code' in answer &&
      typeof answer.status === 'number'
    ) {
      return respond(answer.status, {
        success: false,
        errors: [{ code: answer.code, message: String(answer.code) }],
      });
    }
    return respond(200, { success: true, data: answer });
  }) as typeof fetch;
  return {
    requests,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
