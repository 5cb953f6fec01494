/**
 * Helpers of the shell's browser tests (tests/shell-*.spec.ts): sign in through the accounts API
 * and hand the session to the browser the way mf-auth does (the token and user id cookies), and
 * keep mf-help's first-visit guided tour out of the screenshots.
 */
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import {
  encodePassword,
  OutboxMailListSchema,
  successEnvelope,
  TOKEN_COOKIE,
  USER_ID_COOKIE,
} from '@portal/contracts';
import * as v from 'valibot';

/** The demo player the API seeds outside production (infra/api README). */
export const DEMO_PLAYER = {
  email: 'demo@player.test',
  password: 'demo1234',
  nickname: 'DemoPlayer',
} as const;

export interface PlayerSession {
  token: string;
  userId: number;
}

/** POST /api/public/auth/login with the encoded password, as the sign-in form sends it. */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<PlayerSession> {
  const response = await request.post('/api/public/auth/login', {
    data: { email, password: encodePassword(password) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: PlayerSession }).data;
}

/** A new account through the register calls (code read from the dev outbox), then signed in. */
export async function registerThroughApi(
  request: APIRequestContext,
  label: string,
): Promise<PlayerSession & { email: string }> {
  const email = `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'secret123';
  const send = await request.post('/api/public/auth/verification-code', {
    data: { email, password: encodePassword(password) },
  });
  expect(send.status(), await send.text()).toBe(200);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = v.parse(
        successEnvelope(OutboxMailListSchema),
        await (await request.get('/dev/mail.json')).json(),
      ).data;
      code = /\b(\d{6})\b/.exec(mails.find((mail) => mail.to === email)?.subject ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  const register = await request.post('/api/public/auth/register', { data: { email, code } });
  expect(register.status(), await register.text()).toBe(200);
  return { ...(await signInThroughApi(request, email, password)), email };
}

/** The cookies mf-auth writes after a sign-in: what the gateway's guard and the shell read. */
export async function giveSessionTo(
  context: BrowserContext,
  baseURL: string,
  session: PlayerSession,
): Promise<void> {
  await context.addCookies([
    { name: TOKEN_COOKIE, value: session.token, url: baseURL },
    { name: USER_ID_COOKIE, value: String(session.userId), url: baseURL },
  ]);
}

/** mf-help starts its guided tour once per browser session by itself; these tests are not about it. */
export async function skipAutoTour(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.sessionStorage.setItem('portal.help.tour-auto-started', '1'));
}
