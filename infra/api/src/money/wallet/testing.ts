import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { findLedgerMismatches } from '../ledger/invariants';
import { loadMoneyConfig, type MoneyConfig } from './config';

/** Money settings for tests: the defaults, without the background worker (tests run it by hand). */
export function testMoneyConfig(overrides: Partial<MoneyConfig> = {}): MoneyConfig {
  const base = loadMoneyConfig({}, false);
  return { ...base, worker: { ...base.worker, enabled: false }, ...overrides };
}

export { createTestPlayer } from '../../auth/testing';

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
