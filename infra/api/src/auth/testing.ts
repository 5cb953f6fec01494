import { encodePassword, OutboxMailListSchema, successEnvelope } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { createAuthRepository } from './repository';
import { createSessionService } from './sessions';
import { createUsersRepository } from './users/repository';
import { loadAuthConfig, type Argon2Params, type AuthConfig, type AuthLimits } from './config';

/** The cheapest argon2id cost the binding accepts in reasonable time: tests hash hundreds of passwords. */
export const TEST_ARGON2: Argon2Params = { memoryKiB: 1024, timeCost: 1, parallelism: 1 };

/**
 * Auth settings for API tests: the real defaults, a cheaper argon2id (1 MiB, t=1: the parameters are
 * stored with each hash, so the code path is the same) and no throttling unless a test asks for it.
 */
export function testAuthConfig(
  overrides: Omit<Partial<AuthConfig>, 'limits'> & { limits?: Partial<AuthLimits> } = {},
): AuthConfig {
  const base = loadAuthConfig({ PUBLIC_URL: 'https://portal.test' }, false);
  const open = { max: 100_000, windowSeconds: 3600 };
  return {
    ...base,
    argon2: TEST_ARGON2,
    ...overrides,
    limits: {
      codeResendSeconds: 0,
      codesPerEmail: open,
      codeMailsPerEmail: open,
      codesPerIp: open,
      codesPerIpHard: open,
      loginFailuresPerEmail: open,
      loginFailuresPerIp: open,
      loginFailuresPerEmailIp: open,
      loginFailuresPerIpHard: open,
      loginBackoff: base.limits.loginBackoff,
      resetMailsPerEmail: open,
      resetMailCapPerEmail: open,
      resetMailsPerIp: open,
      resetMailsPerIpHard: open,
      resetTriesPerToken: open,
      resetTriesPerIp: open,
      resetsPerAccount: open,
      ...overrides.limits,
    },
  };
}

/** The newest mail to `to` in the dev outbox. */
export async function latestMailTo(app: FastifyInstance, to: string) {
  const response = await app.inject({ method: 'GET', url: '/dev/mail.json' });
  const mails = v.parse(successEnvelope(OutboxMailListSchema), response.json()).data;
  const mail = mails.find((candidate) => candidate.to === to);
  if (!mail) throw new Error(`no mail to ${to} in the outbox`);
  return mail;
}

/** The six-digit code of the newest code mail to `to`. */
export async function mailedCode(app: FastifyInstance, to: string): Promise<string> {
  const mail = await latestMailTo(app, to);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`the newest mail to ${to} holds no code: ${mail.subject}`);
  return code;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Sends a code, registers with it and signs in: the way the register form does it. */
export async function registerAndLogin(app: FastifyInstance, email: string, password = 'secret123') {
  const send = await app.inject({
    method: 'POST',
    url: '/api/public/auth/verification-code',
    payload: { email, password: encodePassword(password) },
  });
  if (send.statusCode !== 200) throw new Error(`send code failed: ${send.body}`);
  const code = await mailedCode(app, email);
  const register = await app.inject({
    method: 'POST',
    url: '/api/public/auth/register',
    payload: { email, code },
  });
  if (register.statusCode !== 200) throw new Error(`register failed: ${register.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/public/auth/login',
    payload: { email, password: encodePassword(password) },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return login.json().data as { token: string; userId: number };
}

let players = 0;

/** A player row and a live session, without the register flow (no scrypt, no mail): fast for tests of other wings. */
export async function createTestPlayer(
  db: Kysely<Database>,
  label = 'player',
): Promise<{ userId: number; token: string }> {
  players++;
  const email = `${label}.${process.pid}.${players}.${Date.now()}@money.test`;
  const user = await createUsersRepository(db).create({
    email,
    emailVerified: true,
    passwordHash: null,
    language: 'en',
  });
  const session = await createSessionService(createAuthRepository(db), 1).issue(user.id, {
    ip: null,
    userAgent: null,
  });
  return { userId: user.id, token: session.token };
}
