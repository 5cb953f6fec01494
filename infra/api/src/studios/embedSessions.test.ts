import { createHash } from 'node:crypto';
import {
  ADMIN_TOKEN_HEADER,
  campaignApiRoutes,
  encodePassword,
  CSRF_COOKIE,
  CSRF_HEADER,
  EmbedSessionSchema,
  FeedbackListSchema,
  FeedbackSentSchema,
  helpApiRoutes,
  STUDIO_SECRET_HEADER,
  StudioSecretSchema,
  studioEndpoints,
  SessionSchema,
  TOKEN_COOKIE,
  endpointUrl,
  helpEndpoints,
} from '@portal/contracts';
import { bearer, mailedCode, registerAndLogin, testAuthConfig } from '../auth/testing';
import { consentFor, createTestCampaign } from '../campaign/testing';
import { loadHelpConfig } from '../help/config';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';

// Opening PGlite and migrating takes long on a busy machine.
jest.setTimeout(120_000);

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
const STUDIO = 'https://studio.example';
const ME = '/api/private/auth/me';

describe.each(databaseTargets)('embed sessions on $name', (target) => {
  const api = useTestApi(target, {
    seed: false,
    config: { help: loadHelpConfig({ ADMIN_API_TOKEN: ADMIN_TOKEN }, false), auth: testAuthConfig() },
  });
  const admin = (url: string, payload: object) =>
    api.app.inject({ method: 'POST', url, headers: { [ADMIN_TOKEN_HEADER]: ADMIN_TOKEN }, payload });
  const me = (token: string, origin?: string) =>
    api.app.inject({ method: 'GET', url: ME, headers: { ...bearer(token), ...(origin ? { origin } : {}) } });
  let player: { token: string; userId: number };
  let secret: string;

  beforeAll(async () => {
    expect(
      (await admin(endpointUrl(studioEndpoints.list), { origin: STUDIO, sessionMinutes: 30 })).statusCode,
    ).toBe(200);
    secret = expectSuccess(
      await admin(endpointUrl(studioEndpoints.rotateSecret), { origin: STUDIO }),
      StudioSecretSchema,
    ).secret;
    player = await registerAndLogin(api.app, 'studio.player@example.com');
  });

  const partner = (payload: object, given = secret) =>
    api.app.inject({
      method: 'POST',
      url: endpointUrl(studioEndpoints.partnerEmbedSession),
      headers: { [STUDIO_SECRET_HEADER]: given },
      payload,
    });

  it("gives a studio's backend a session for its player with the operator's lifetime, bound to the studio's origin", async () => {
    expectFailure(
      await partner({ origin: STUDIO, userId: player.userId }, 'pss_wrong'),
      401,
      'STUDIO_SECRET_INVALID',
    );
    expectFailure(
      await partner({ origin: 'https://other.example', userId: player.userId }),
      401,
      'STUDIO_SECRET_INVALID',
    );
    expectFailure(await partner({ origin: STUDIO, userId: 999_999 }), 404, 'NOT_FOUND');

    const before = Math.floor(Date.now() / 1000);
    const session = expectSuccess(
      await partner({ origin: STUDIO, userId: player.userId }),
      EmbedSessionSchema,
    );
    expect(session.origin).toBe(STUDIO);
    expect(session.expiresAt).toBeGreaterThanOrEqual(before + 30 * 60);
    expect(session.expiresAt).toBeLessThanOrEqual(before + 30 * 60 + 5);

    expect((await me(session.token, STUDIO)).statusCode).toBe(200);
    expectFailure(await me(session.token, 'https://elsewhere.example'), 401, 'EMBED_SESSION_ORIGIN');
    expectFailure(await me(session.token), 401, 'EMBED_SESSION_ORIGIN');
    // The player's own portal session is not bound to any origin.
    expect((await me(player.token)).statusCode).toBe(200);
  });

  it('ends with sign-out: the revoked token opens nothing', async () => {
    const session = expectSuccess(
      await partner({ origin: STUDIO, userId: player.userId }),
      EmbedSessionSchema,
    );
    const out = await api.app.inject({
      method: 'POST',
      url: '/api/private/auth/logout',
      headers: { ...bearer(session.token), origin: STUDIO },
    });
    expect(out.statusCode).toBe(200);
    expectFailure(await me(session.token, STUDIO), 401, 'UNAUTHORIZED');
    expect((await me(player.token)).statusCode).toBe(200);
  });

  it('ends with its lifetime: an expired token opens nothing', async () => {
    const session = expectSuccess(
      await partner({ origin: STUDIO, userId: player.userId }),
      EmbedSessionSchema,
    );
    await api.db
      .updateTable('auth_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', (qb) =>
        qb
          .selectFrom('embed_sessions')
          .select('session_id')
          .where('token_hash', '=', createHash('sha256').update(session.token).digest('hex')),
      )
      .execute();
    expectFailure(await me(session.token, STUDIO), 401, 'UNAUTHORIZED');
  });

  it("hands the portal's signed-in player a session for an allowlisted studio only, never from an embed token", async () => {
    const popup = (origin: string, headers: Record<string, string>) =>
      api.app.inject({
        method: 'POST',
        url: endpointUrl(studioEndpoints.embedSession),
        headers,
        payload: { origin },
      });
    const cookie = {
      cookie: `${TOKEN_COOKIE}=${player.token}; ${CSRF_COOKIE}=csrf-of-the-popup-0123`,
      [CSRF_HEADER]: 'csrf-of-the-popup-0123',
    };
    const session = expectSuccess(await popup(STUDIO, cookie), EmbedSessionSchema);
    expect((await me(session.token, STUDIO)).statusCode).toBe(200);

    expectFailure(await popup('https://stranger.example', cookie), 403, 'ORIGIN_NOT_ALLOWED');
    expectFailure(await popup(STUDIO, { cookie: cookie.cookie }), 403, 'CSRF_REJECTED');
    expectFailure(
      await popup(STUDIO, { ...bearer(session.token), origin: STUDIO }),
      403,
      'ORIGIN_NOT_ALLOWED',
    );
    expectFailure(await popup(STUDIO, {}), 401, 'UNAUTHORIZED');
  });

  it("sends feedback from the studio's page as the session's player: the preflight allows the bearer token", async () => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: endpointUrl(helpEndpoints.sendFeedback),
      headers: {
        origin: STUDIO,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-lang',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(STUDIO);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('authorization');

    const session = expectSuccess(
      await partner({ origin: STUDIO, userId: player.userId }),
      EmbedSessionSchema,
    );
    const sent = await api.app.inject({
      method: 'POST',
      url: endpointUrl(helpEndpoints.sendFeedback),
      headers: { ...bearer(session.token), origin: STUDIO },
      payload: {
        userId: player.userId,
        type: 'user_feedback',
        value: { page: 'other', description: 'Sent from the studio page', isLogin: true },
      },
    });
    expectSuccess(sent, FeedbackSentSchema);
    expect(sent.headers['access-control-allow-origin']).toBe(STUDIO);
    const [stored] = expectSuccess(
      await api.app.inject({
        method: 'GET',
        url: `${helpApiRoutes.adminFeedback}?limit=1`,
        headers: { [ADMIN_TOKEN_HEADER]: ADMIN_TOKEN },
      }),
      FeedbackListSchema,
    );
    expect(stored).toMatchObject({
      userId: player.userId,
      email: 'studio.player@example.com',
      isLogin: true,
      description: 'Sent from the studio page',
    });
  });
  it("a new account made inside a studio page's pre-registration widget gets a session bound to that page, never a cookie", async () => {
    const campaign = await createTestCampaign(api.db);
    const fromStudio = (url: string, payload: object, headers: Record<string, string> = {}) =>
      api.app.inject({ method: 'POST', url, payload, headers: { origin: STUDIO, ...headers } });
    const email = `widget.${Date.now()}@studio.example`;
    const code = await fromStudio(campaignApiRoutes.preRegistrationCode(campaign.game_code), {
      email,
      password: encodePassword('ashes2026'),
    });
    expect(code.statusCode).toBe(200);
    const verified = await fromStudio(campaignApiRoutes.preRegistrationVerify(campaign.game_code), {
      email,
      code: await mailedCode(api.app, email),
    });
    const session = expectSuccess(verified, SessionSchema);
    expect(verified.headers['set-cookie']).toBeUndefined();
    expect(verified.headers['access-control-allow-origin']).toBe(STUDIO);
    // The studio's lifetime (30 minutes), not the portal's 90 days.
    expect(session.expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 30 * 60 + 5);
    expect((await me(session.token, STUDIO)).statusCode).toBe(200);
    expectFailure(await me(session.token, 'https://elsewhere.example'), 401, 'EMBED_SESSION_ORIGIN');
    expectFailure(await me(session.token), 401, 'EMBED_SESSION_ORIGIN');

    const consented = await fromStudio(
      campaignApiRoutes.preRegistration(campaign.game_code),
      consentFor(campaign),
      bearer(session.token),
    );
    expect(consented.statusCode).toBe(200);
    expect((await fromStudio('/api/private/auth/logout', {}, bearer(session.token))).statusCode).toBe(200);
    expectFailure(await me(session.token, STUDIO), 401, 'UNAUTHORIZED');
  });

  it('a sign-in from a studio page is bound to it; from the portal or an unknown site it is the cookie session', async () => {
    const login = (origin: string | null) =>
      api.app.inject({
        method: 'POST',
        url: '/api/public/auth/login',
        payload: { email: 'studio.player@example.com', password: encodePassword('secret123') },
        headers: origin ? { origin } : {},
      });
    const studio = await login(STUDIO);
    const bound = expectSuccess(studio, SessionSchema);
    expect(studio.headers['set-cookie']).toBeUndefined();
    expect((await me(bound.token, STUDIO)).statusCode).toBe(200);
    expectFailure(await me(bound.token), 401, 'EMBED_SESSION_ORIGIN');

    for (const origin of [null, 'https://stranger.example']) {
      const answer = await login(origin);
      const session = expectSuccess(answer, SessionSchema);
      expect(String(answer.headers['set-cookie'])).toContain(TOKEN_COOKIE);
      expect((await me(session.token)).statusCode).toBe(200);
    }
  });
});
