/**
 * Browser tests of accounts and sign-in (tests/auth-*.spec.ts) run against a portal of their own, one
 * per worker: the same shell copy and deploy folder as the global setup's portal, an empty database
 * (so wrong passwords here never throttle anyone else's demo player), and Google and Discord sign-in
 * configured against a real OAuth 2.0 / OpenID Connect server on loopback (oauth2-mock-server, PKCE
 * checked) instead of the providers.
 */
import { expect, type Page } from '@playwright/test';
import { test as base } from './baseTest';
import { TOKEN_COOKIE } from '@portal/contracts';
import type { OAuth2Server } from 'oauth2-mock-server';
import { codeFromOutbox as codeFromMail } from './players';
import { collectConsoleErrors, startWorkerPortal } from './workerPortal';

export interface AuthPortal {
  url: string;
  /** What the provider's user endpoint answers next (OpenID Connect shape for Google). */
  setProviderUser(userinfo: Record<string, unknown>): void;
  /** The next authorization ends as if the player pressed Cancel at the provider (error=access_denied). */
  denyNextAuthorization(): void;
}

export { DEMO_PLAYER, uniqueEmail } from './players';

interface Provider {
  server: OAuth2Server;
  userinfo: { body: Record<string, unknown> };
  deny: { next: boolean };
}

async function startProvider(): Promise<Provider> {
  const { OAuth2Server: Server } = await import('oauth2-mock-server');
  const server = new Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const userinfo = { body: { sub: 'nobody' } as Record<string, unknown> };
  server.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = userinfo.body;
  });
  const deny = { next: false };
  server.service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
    if (!deny.next) return;
    deny.next = false;
    url.searchParams.delete('code');
    url.searchParams.set('error', 'access_denied');
  });
  return { server, userinfo, deny };
}

function providerEnv(issuer: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const type of ['GOOGLE', 'DISCORD']) {
    env[`OAUTH_${type}_CLIENT_ID`] = `portal-e2e-${type.toLowerCase()}`;
    env[`OAUTH_${type}_CLIENT_SECRET`] = 'e2e-secret';
    env[`OAUTH_${type}_AUTHORIZE_URL`] = `${issuer}/authorize`;
    env[`OAUTH_${type}_TOKEN_URL`] = `${issuer}/token`;
    env[`OAUTH_${type}_USERINFO_URL`] = `${issuer}/userinfo`;
  }
  return env;
}

export const test = base.extend<{ consoleErrors: string[] }, { authPortal: AuthPortal }>({
  authPortal: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const provider = await startProvider();
      const portal = await startWorkerPortal('auth', providerEnv(provider.server.issuer.url!));
      try {
        await provide({
          url: portal.url,
          setProviderUser: (body) => {
            provider.userinfo.body = body;
          },
          denyNextAuthorization: () => {
            provider.deny.next = true;
          },
        });
      } finally {
        await portal.stop();
        await provider.server.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ authPortal }, provide) => provide(authPortal.url),
  consoleErrors: collectConsoleErrors,
});

export { expect };

/** The six-digit code of the newest mail to `to` in the dev outbox, as a player reads it. */
export const codeFromOutbox = (page: Page, to: string) => codeFromMail(page.request, to);

/** The session token cookie the browser holds, or undefined. */
export async function tokenCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)?.value;
}

/**
 * Signs out the way the portal's account actions do: mf-auth's `./session` module (API revoke, then
 * cookies and store cleared), loaded through the Module Federation runtime the shell runs.
 */
export async function signOut(page: Page): Promise<void> {
  await page.evaluate(async () => {
    type Runtime = { name: string; loadRemote<T>(id: string): Promise<T> };
    const federation = (window as unknown as { __FEDERATION__?: { __INSTANCES__?: Runtime[] } })
      .__FEDERATION__;
    const host =
      federation?.__INSTANCES__?.find((instance) => instance.name === 'shell') ??
      federation?.__INSTANCES__?.[0];
    if (!host) throw new Error('no Module Federation runtime on the page');
    const session = await host.loadRemote<{ logout(): Promise<void> }>('mf_auth/session');
    await session.logout();
  });
}
