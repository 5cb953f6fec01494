/**
 * Players in browser tests: the seeded demo player, fresh accounts registered through the real
 * calls (the code read from the dev outbox), and sessions handed to the browser as mf-auth does.
 * Requests are relative: they go to the fixture's baseURL (the portal under test).
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

/** An address no other test uses. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The six-digit code of the newest mail to `to` in the dev outbox (/dev/mail.json), as a player reads it. */
export async function codeFromOutbox(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = v.parse(
        successEnvelope(OutboxMailListSchema),
        await (await request.get('/dev/mail.json')).json(),
      ).data;
      code = /\b(\d{6})\b/.exec(mails.find((mail) => mail.to === to)?.subject ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
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

/** The password of every account registerThroughApi makes (a browser test signs in with it). */
export const NEW_PLAYER_PASSWORD = 'secret123';

/** A new account through the register calls, then signed in. */
export async function registerThroughApi(
  request: APIRequestContext,
  label: string,
): Promise<PlayerSession & { email: string }> {
  const email = uniqueEmail(label);
  const password = NEW_PLAYER_PASSWORD;
  const send = await request.post('/api/public/auth/verification-code', {
    data: { email, password: encodePassword(password) },
  });
  expect(send.status(), await send.text()).toBe(200);
  const code = await codeFromOutbox(request, email);
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
