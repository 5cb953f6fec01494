import {
  AuthUserSchema,
  authEndpoints,
  errorCodes,
  SocialRedirectSchema,
  SocialSessionSchema,
  VerificationCodeSentSchema,
  type SocialLoginType,
  endpointUrl,
} from '@portal/contracts';
import type { OAuth2Server } from 'oauth2-mock-server';
import * as v from 'valibot';
import { databaseTargets } from '../../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../../testing/harness';
import { loadAuthConfig } from '../config';
import { bearer, mailedCode, registerAndLogin, testAuthConfig } from '../testing';

/** A real OAuth 2.0 / OpenID Connect server on loopback (oauth2-mock-server), PKCE included. */
let provider: OAuth2Server;
/** What the provider's user endpoint answers next (per provider shape); reset before each test. */
let userinfo: { status: number; body: Record<string, unknown> };
/** What the token endpoint answers, when a test overrides it. */
let tokenOverride: { status: number; body: Record<string, unknown> } | null;

beforeAll(async () => {
  const { OAuth2Server: Server } = await import('oauth2-mock-server');
  provider = new Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeUserinfo', (response: { statusCode: number; body: unknown }) => {
    response.statusCode = userinfo.status;
    response.body = userinfo.body;
  });
  provider.service.on('beforeResponse', (response: { statusCode: number; body: unknown }) => {
    if (tokenOverride) {
      response.statusCode = tokenOverride.status;
      response.body = tokenOverride.body;
    }
  });
});
afterAll(() => provider.stop());
beforeEach(() => {
  userinfo = { status: 200, body: { sub: 'johndoe' } };
  tokenOverride = null;
});

const PORTAL = 'https://portal.test';
const redirectUri = (type: SocialLoginType) => `${PORTAL}/auth/login/social/${type}`;

/** Google and Discord point at the loopback provider; Facebook and TikTok stay unconfigured. */
function providerEnv(): NodeJS.ProcessEnv {
  const issuer = provider.issuer.url!;
  const env: NodeJS.ProcessEnv = { PUBLIC_URL: PORTAL };
  for (const type of ['GOOGLE', 'DISCORD']) {
    env[`OAUTH_${type}_CLIENT_ID`] = `portal-${type.toLowerCase()}`;
    env[`OAUTH_${type}_CLIENT_SECRET`] = 'shh';
    env[`OAUTH_${type}_AUTHORIZE_URL`] = `${issuer}/authorize`;
    env[`OAUTH_${type}_TOKEN_URL`] = `${issuer}/token`;
    env[`OAUTH_${type}_USERINFO_URL`] = `${issuer}/userinfo`;
  }
  return env;
}

describe.each(databaseTargets)('social sign-in on $name', (target) => {
  const api = useTestApi(target, {
    config: {
      get auth() {
        // Read when the API is built (beforeAll), once the provider has its port.
        return testAuthConfig({ oauthProviders: loadAuthConfig(providerEnv(), false).oauthProviders });
      },
    },
  });

  const redirect = (type: SocialLoginType, query: Record<string, string>) =>
    api.app.inject({
      method: 'GET',
      url: endpointUrl(authEndpoints.socialRedirect, { type: type }),
      query: { redirectURI: redirectUri(type), ...query },
    });

  /** Player side: open the provider URL (it redirects straight back) and read code and state. */
  async function authorize(type: SocialLoginType, query: Record<string, string> = {}) {
    const url = expectSuccess(await redirect(type, query), SocialRedirectSchema);
    const answer = await fetch(url, { redirect: 'manual' });
    const back = new URL(answer.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri(type));
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }
  const callback = (type: SocialLoginType, body: { code: string; state: string }) =>
    api.app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.socialCallback, { type: type }),
      payload: body,
    });
  const signInWith = async (type: SocialLoginType, query: Record<string, string> = {}) =>
    callback(type, await authorize(type, query));
  const me = async (token: string) =>
    expectSuccess(
      await api.app.inject({ method: 'GET', url: endpointUrl(authEndpoints.me), headers: bearer(token) }),
      AuthUserSchema,
    );

  describe('redirect call', () => {
    it("answers the provider's authorization URL with state, PKCE S256 and the client id", async () => {
      const url = new URL(expectSuccess(await redirect('google', {}), SocialRedirectSchema));
      expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer.url}/authorize`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: 'portal-google',
        redirect_uri: redirectUri('google'),
        scope: 'openid email profile',
        code_challenge_method: 'S256',
      });
      expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('answers a clear SSO_NOT_CONFIGURED for a provider without client id', async () => {
      const [error] = expectFailure(await redirect('facebook', {}), 503, errorCodes.ssoNotConfigured);
      expect(error?.message).toBe(
        'Sign-in with Facebook is not configured on this server: set OAUTH_FACEBOOK_CLIENT_ID and OAUTH_FACEBOOK_CLIENT_SECRET.',
      );
    });

    it('refuses a redirectURI off the portal or off the callback page (no open redirect)', async () => {
      for (const redirectURI of [
        'https://evil.example/auth/login/social/google',
        `${PORTAL}/hub`,
        `${PORTAL}/auth/login/social/discord`,
      ]) {
        const response = await api.app.inject({
          method: 'GET',
          url: endpointUrl(authEndpoints.socialRedirect, { type: 'google' }),
          query: { redirectURI },
        });
        expect(expectFailure(response, 400, errorCodes.validation)[0]?.field).toBe('redirectURI');
      }
    });

    it('accepts a loopback redirectURI outside production (local development)', async () => {
      const response = await api.app.inject({
        method: 'GET',
        url: endpointUrl(authEndpoints.socialRedirect, { type: 'google' }),
        query: { redirectURI: 'http://127.0.0.1:8080/auth/login/social/google' },
      });
      expectSuccess(response, SocialRedirectSchema);
    });
  });

  describe('callback', () => {
    it('creates a verified account on a site that skips the registration callback, then signs in with it again', async () => {
      userinfo.body = { sub: 'g-100', email: 'Social.New@Example.com', email_verified: true };
      const first = expectSuccess(
        await signInWith('google', { skipRegistrationCallbackType: '3', referrer: '/vip' }),
        SocialSessionSchema,
      );
      expect(first).toMatchObject({ referrer: '/vip', needsEmail: false });
      expect(await me(first.token)).toMatchObject({ email: 'social.new@example.com', emailVerified: true });

      const again = expectSuccess(await signInWith('google'), SocialSessionSchema);
      expect(again.userId).toBe(first.userId);
      expect(again.referrer).toBe('/hub');
    });

    it('links a verified provider email to the existing account, even when the site registers first', async () => {
      const { userId } = await registerAndLogin(api.app, 'has.account@example.com');
      userinfo.body = { id: '4455', email: 'has.account@example.com', verified: true }; // Discord's shape
      const session = expectSuccess(
        await signInWith('discord', { skipRegistrationCallbackType: '0' }),
        SocialSessionSchema,
      );
      expect(session.userId).toBe(userId);
      const identity = await api.db
        .selectFrom('social_identities')
        .selectAll()
        .where('provider_user_id', '=', '4455')
        .executeTakeFirst();
      expect(identity).toMatchObject({ provider: 'discord', user_id: userId });
    });

    it("sends an unknown email to /register with 'Email Not Found:<params>' when the site registers first", async () => {
      userinfo.body = { sub: 'g-200', email: 'newcomer@example.com', email_verified: true };
      const [error] = expectFailure(
        await signInWith('google', { skipRegistrationCallbackType: '0' }),
        404,
        errorCodes.ssoFailed,
      );
      expect(error?.message).toBe('Email Not Found:email=newcomer%40example.com&social=google');
    });

    it('answers EMAIL_CANT_RETRIEVE when the provider gives no verified email and the site registers first', async () => {
      userinfo.body = { sub: 'g-300', email: 'unverified@example.com', email_verified: false };
      const [error] = expectFailure(await signInWith('google'), 422, errorCodes.emailCantRetrieve);
      expect(error?.message).toBe('EMAIL_CANT_RETRIEVE');
      // An unverified address is never linked to the account that owns it.
      expect(
        await api.db
          .selectFrom('social_identities')
          .selectAll()
          .where('provider_user_id', '=', 'g-300')
          .execute(),
      ).toEqual([]);
    });

    it("answers 'User Not Found' when the provider's answer names nobody", async () => {
      userinfo.body = { email: 'ghost@example.com', email_verified: true };
      const [error] = expectFailure(
        await signInWith('google', { skipRegistrationCallbackType: '2' }),
        404,
        errorCodes.ssoFailed,
      );
      expect(error?.message).toBe('User Not Found');
    });

    it("answers 'Code Expired' for a reused, unknown or expired state", async () => {
      userinfo.body = { sub: 'g-400', email: 'state@example.com', email_verified: true };
      const flow = await authorize('google', { skipRegistrationCallbackType: '1' });
      expectSuccess(await callback('google', flow), SocialSessionSchema);
      expect(expectFailure(await callback('google', flow), 400, errorCodes.ssoFailed)[0]?.message).toBe(
        'Code Expired',
      );
      expect(
        expectFailure(
          await callback('google', { code: flow.code, state: 'never-issued' }),
          400,
          errorCodes.ssoFailed,
        )[0]?.message,
      ).toBe('Code Expired');

      const late = await authorize('google', { skipRegistrationCallbackType: '1' });
      await api.db
        .updateTable('oauth_states')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('used_at', 'is', null)
        .execute();
      expect(expectFailure(await callback('google', late), 400, errorCodes.ssoFailed)[0]?.message).toBe(
        'Code Expired',
      );
    });

    it("answers 'Code Expired' when the provider refuses the code, 'Error SSO' when it fails", async () => {
      tokenOverride = { status: 400, body: { error: 'invalid_grant' } };
      expect(expectFailure(await signInWith('google'), 400, errorCodes.ssoFailed)[0]?.message).toBe(
        'Code Expired',
      );
      tokenOverride = null;
      userinfo = { status: 500, body: { error: 'server_error' } };
      expect(expectFailure(await signInWith('google'), 502, errorCodes.ssoFailed)[0]?.message).toBe(
        'Error SSO',
      );
    });

    it('checks PKCE: the provider refuses a code redeemed without the matching verifier', async () => {
      const { code } = await authorize('google');
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri('google'),
        client_id: 'portal-google',
        code_verifier: 'x'.repeat(43),
      });
      const answer = await fetch(`${provider.issuer.url}/token`, { method: 'POST', body: form });
      expect(answer.ok).toBe(false);
    });
  });

  describe('an account without email (/verification/email)', () => {
    it('signs in, reports needsEmail, then adds and verifies an email with a code', async () => {
      userinfo.body = { sub: 'no-mail-1' }; // e.g. TikTok shares no email
      const session = expectSuccess(
        await signInWith('google', { skipRegistrationCallbackType: '1' }),
        SocialSessionSchema,
      );
      expect(session.needsEmail).toBe(true);
      expect(await me(session.token)).toMatchObject({ email: '', emailVerified: false });

      const send = (email: string) =>
        api.app.inject({
          method: 'POST',
          url: endpointUrl(authEndpoints.emailVerificationCode),
          headers: bearer(session.token),
          payload: { email },
        });
      const verify = (email: string, code: string) =>
        api.app.inject({
          method: 'POST',
          url: endpointUrl(authEndpoints.verifyEmail),
          headers: bearer(session.token),
          payload: { email, code },
        });

      expectFailure(await send('demo@player.test'), 409, errorCodes.emailIsUsed);
      expectSuccess(await send('found.my@example.com'), VerificationCodeSentSchema);
      const code = await mailedCode(api.app, 'found.my@example.com');
      expectFailure(
        await verify('found.my@example.com', code === '123456' ? '654321' : '123456'),
        422,
        errorCodes.verificationCodeNotMatch,
      );
      expect(
        expectSuccess(await verify('found.my@example.com', code), v.object({ email: v.string() })),
      ).toEqual({
        email: 'found.my@example.com',
      });
      expect(await me(session.token)).toMatchObject({ email: 'found.my@example.com', emailVerified: true });
    });
  });
});
