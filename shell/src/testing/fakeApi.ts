import { installFakeApi as installApi, rawAnswer, type RecordedRequest } from '@portal/api-client/testing';
import { authUserFixture } from '@portal/contracts/testing';
import type { AuthUser } from '@portal/contracts';

type Handler = (body: unknown) => {
  status?: number;
  data?: unknown;
  errors?: { code: string; message: string }[];
};

export interface FakeApi {
  /** Requests seen, with `url` as `/path?query` and their JSON bodies. */
  calls: RecordedRequest[];
  /** `on('GET /api/private/auth/me', () => ({ data: user }))`; the path is matched without the query. */
  on(route: string, handler: Handler): void;
  restore(): void;
}

/** The workspace's fake API, answered in the shell's terms (data or errors per route). */
export function installFakeApi(): FakeApi {
  const api = installApi();
  return {
    calls: api.requests,
    on: (route, handler) =>
      api.on(route, (request: RecordedRequest) => {
        const answer = handler(request.body);
        const status = answer.status ?? (answer.errors ? 400 : 200);
        return rawAnswer(
          status,
          answer.errors ? { success: false, errors: answer.errors } : { success: true, data: answer.data },
        );
      }),
    restore: api.restore,
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
