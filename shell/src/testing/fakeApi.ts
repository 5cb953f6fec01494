import { authUserFixture } from '@portal/contracts/testing';
import type { AuthUser } from '@portal/contracts';

type Handler = (body: unknown) => {
  status?: number;
  data?: unknown;
  errors?: { code: string; message: string }[];
};

export interface FakeApi {
  /** Requests seen, as `METHOD /path?query` with their JSON bodies. */
  calls: { method: string; url: string; body: unknown }[];
  /** `on('GET /api/private/auth/me', () => ({ data: user }))`; the path is matched without the query. */
  on(route: string, handler: Handler): void;
  restore(): void;
}

/** Replaces fetch with an API answering in the envelope; unknown routes answer 404 NOT_FOUND. */
export function installFakeApi(): FakeApi {
  const realFetch = globalThis.fetch;
  const handlers = new Map<string, Handler>();
  const calls: FakeApi['calls'] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const handler = handlers.get(`${method} ${url.split('?', 1)[0]}`);
    const answer = handler
      ? handler(body)
      : { status: 404, errors: [{ code: 'NOT_FOUND', message: 'Not found' }] };
    const status = answer.status ?? (answer.errors ? 400 : 200);
    const json = answer.errors
      ? { success: false, errors: answer.errors }
      : { success: true, data: answer.data };
    return {
      status,
      ok: status < 400,
      statusText: '',
      text: async () => JSON.stringify(json),
    } as Response;
  }) as typeof globalThis.fetch;
  return {
    calls,
    on: (route, handler) => handlers.set(route, handler),
    restore: () => {
      globalThis.fetch = realFetch;
    },
  };
}

/** A signed-in player as /me answers. */
export function playerFixture(
  overrides: Partial<AuthUser> = {},
  configuration: Partial<AuthUser['configuration']> = {},
): AuthUser {
  return authUserFixture(
    {
      id: 42,
      nickname: 'DemoPlayer',
      email: 'demo@player.test',
      totalGold: 12_500,
      totalBoundGold: 3_000,
      point: 1_250,
      slug: 'demo',
      ...overrides,
    },
    { job: 'hunter', ...configuration },
  );
}
