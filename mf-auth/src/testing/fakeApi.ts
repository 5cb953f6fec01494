import { installFakeApi, rawAnswer, type RecordedRequest } from '@portal/api-client/testing';
import type { AuthUser } from '@portal/contracts';
import { authUserFixture } from '@portal/contracts/testing';

export type ApiCall = RecordedRequest;

type Answer = { status?: number; body: unknown } | ((call: ApiCall) => { status?: number; body: unknown });

/**
 * The workspace's fake API, answered from a table of "METHOD /path" → envelope (`ok`, `fail`).
 * Unknown routes answer 404 in the envelope, like the real API.
 */
export function fakeApi(routes: Record<string, Answer>) {
  const api = installFakeApi(
    Object.fromEntries(
      Object.entries(routes).map(([route, answer]) => [
        route,
        (call: ApiCall) => {
          const { status = 200, body } = typeof answer === 'function' ? answer(call) : answer;
          return rawAnswer(status, body);
        },
      ]),
    ),
  );
  return { calls: api.requests, callsTo: api.requestsTo };
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
