/**
 * Browser tests of accounts and sign-in (tests/auth-*.spec.ts) run against a portal of their own, one
 * per worker: the same shell copy and deploy folder as the global setup's portal, an empty database
 * (so wrong passwords here never throttle anyone else's demo player), and Google and Discord sign-in
 * configured against a real OAuth 2.0 / OpenID Connect server on loopback (oauth2-mock-server, PKCE
 * checked) instead of the providers.
 */
import { createWriteStream, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { OutboxMailListSchema, successEnvelope, TOKEN_COOKIE } from '@portal/contracts';
import type { OAuth2Server } from 'oauth2-mock-server';
import * as v from 'valibot';
import { startPortal } from '../../scripts/portal';
import { portalFromEnv } from './portalEnv';

export interface AuthPortal {
  url: string;
  /** What the provider's user endpoint answers next (OpenID Connect shape for Google). */
  setProviderUser(userinfo: Record<string, unknown>): void;
  /** The next authorization ends as if the player pressed Cancel at the provider (error=access_denied). */
  denyNextAuthorization(): void;
}

/** The demo player the API seeds outside production (infra/api README). */
export const DEMO_PLAYER = {
  email: 'demo@player.test',
  password: 'demo1234',
  nickname: 'DemoPlayer',
} as const;

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
      const { deployDir, shellDir } = portalFromEnv();
      const provider = await startProvider();
      const root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-e2e-auth-'));
      const log = createWriteStream(path.join(root, 'portal.log'));
      const running = await startPortal({
        port: 0,
        deployDir,
        shellDir,
        dataDir: path.join(root, 'data'),
        build: false,
        env: { BUILD_LABEL: '', ...providerEnv(provider.server.issuer.url!) },
        log: (line) => log.write(`${line}\n`),
      });
      try {
        await provide({
          url: running.url,
          setProviderUser: (body) => {
            provider.userinfo.body = body;
          },
          denyNextAuthorization: () => {
            provider.deny.next = true;
          },
        });
      } finally {
        await running.stop();
        await provider.server.stop();
        await new Promise((resolve) => log.end(resolve));
        if (!process.env.PORTAL_E2E_KEEP_TMP) await fs.rm(root, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ authPortal }, provide) => provide(authPortal.url),
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await provide(errors);
  },
});

export { expect };

/** An address no other test uses. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The six-digit code of the newest mail to `to` in the dev outbox (/dev/mail.json), as a player reads it. */
export async function codeFromOutbox(page: Page, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get('/dev/mail.json');
      const mails = v.parse(successEnvelope(OutboxMailListSchema), await response.json()).data;
      code = /\b(\d{6})\b/.exec(mails.find((mail) => mail.to === to)?.subject ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

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
