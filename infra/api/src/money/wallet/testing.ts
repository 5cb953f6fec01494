import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { createAuthRepository } from '../../auth/repository';
import { createSessionService } from '../../auth/sessions';
import type { Database } from '../../db/database';
import { findLedgerMismatches } from '../ledger/invariants';
import { createUsersRepository } from '../../users/repository';
import { loadMoneyConfig, type MoneyConfig } from './config';

/** Money settings for tests: the defaults, without the background worker (tests run it by hand). */
export function testMoneyConfig(overrides: Partial<MoneyConfig> = {}): MoneyConfig {
  const base = loadMoneyConfig({}, false);
  return { ...base, worker: { ...base.worker, enabled: false }, ...overrides };
}

let players = 0;

/** A player row and a live session, without the register flow (no scrypt, no mail): fast for money tests. */
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

export const bearerOf = (token: string) => ({ authorization: `Bearer ${token}` });

/** Fails the test when any balance differs from its ledger sum or bound gold from its lots. */
export async function expectLedgerConsistent(db: Kysely<Database>, userId?: number): Promise<void> {
  expect(await findLedgerMismatches(db, userId)).toEqual([]);
}

/** Sends a JSON request as the player. */
export function asPlayer(app: FastifyInstance, token: string) {
  return (method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: bearerOf(token), ...(payload ? { payload } : {}) });
}
