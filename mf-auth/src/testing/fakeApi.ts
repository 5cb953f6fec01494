import type { AuthUser } from '@portal/contracts';
import { authUserFixture } from '@portal/contracts/testing';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Answer = { status?: number; body: unknown } | ((call: ApiCall) => { status?: number; body: unknown });

/**
 * A fetch that answers the API client from a table of "METHOD /path" → envelope, and records calls.
 * Unknown routes answer 404 in the envelope, like the real API.
 */
export function fakeApi(routes: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    const status = answer?.status ?? (answer ? 200 : 404);
    const body = answer?.body ?? {
      success: false,
      errors: [{ code: 'NOT_FOUND', message: 'no such route' }],
    };
    // jsdom has no Response class; the client reads status, ok, statusText and text().
    const text = JSON.stringify(body);
    return {
      status,
      ok: status >= 200 && status < 300,
      statusText: String(status),
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  });
  globalThis.fetch = fetch as typeof globalThis.fetch;
  return {
    calls,
    fetch,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const ok = (data: unknown) => ({ body: { success: true, data } });
export const fail = (status: number, code: string, message: string, field?: string) => ({
  status,
  body: { success: false, errors: [{ code, message, ...(field ? { field } : {}) }] },
});

export const TOKEN = 'T'.repeat(43);

export const signedInPlayer: AuthUser = authUserFixture({
  id: 42,
  nickname: 'Player123456',
  email: 'player@example.com',
  slug: 'player123456',
  emailVerified: true,
});

export const sessionAnswer = (referrer = '/hub') =>
  ok({ token: TOKEN, userId: 42, expiresAt: 2_000_000_000, referrer });
