import {
  ADMIN_TOKEN_HEADER,
  EmbedOriginStatusSchema,
  HUMAN_CHALLENGE_HEADER,
  HUMAN_PROOF_HEADER,
  StudioOriginListSchema,
  StudioOriginRecordSchema,
  StudioOriginRemovedSchema,
  endpointUrl,
  studioEndpoints,
} from '@portal/contracts';
import { buildApi } from '../app';
import { loadHelpConfig } from '../help/config';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { createStudioAllowlist } from './allowlist';
import { PREFLIGHT_MAX_AGE_SECONDS } from './cors';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
const STUDIO = 'https://studio.example';
const STRANGER = 'https://stranger.example';
const ME = '/api/public/games';

describe.each(databaseTargets)('studio origins and CORS on $name', (target) => {
  const api = useTestApi(target, {
    seed: false,
    config: { help: loadHelpConfig({ ADMIN_API_TOKEN: ADMIN_TOKEN }, false) },
  });
  const admin = (method: 'GET' | 'POST' | 'DELETE', query = '', payload?: object, token = ADMIN_TOKEN) =>
    api.app.inject({
      method,
      url: `${endpointUrl(studioEndpoints.list)}${query}`,
      headers: { [ADMIN_TOKEN_HEADER]: token },
      payload,
    });
  const preflight = (origin: string, url = ME) =>
    api.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, x-lang',
      },
    });

  beforeAll(async () => {
    expectSuccess(await admin('POST', '', { origin: `${STUDIO}/` }), StudioOriginRecordSchema);
  });

  it('answers a listed origin its own origin on preflights (cached) and on calls, never credentials', async () => {
    const answer = await preflight(STUDIO);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers).toMatchObject({
      'access-control-allow-origin': STUDIO,
      'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
      vary: 'Origin',
    });
    expect(answer.headers['access-control-allow-headers']).toContain('authorization');
    // A throttle's proof of work crosses too: the challenge is readable, the proof may be sent.
    expect(answer.headers['access-control-allow-headers']).toContain(HUMAN_PROOF_HEADER);
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();

    const call = await api.app.inject({ method: 'GET', url: ME, headers: { origin: STUDIO } });
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBe(STUDIO);
    expect(call.headers['access-control-expose-headers']).toContain(HUMAN_CHALLENGE_HEADER);
  });

  it('gives an origin not on the list no CORS header at all', async () => {
    const answer = await preflight(STRANGER);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-methods']).toBeUndefined();
    const call = await api.app.inject({ method: 'GET', url: ME, headers: { origin: STRANGER } });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('tells any page whether its origin may show the widgets', async () => {
    const ask = (origin: string) =>
      api.app.inject({ method: 'GET', url: endpointUrl(studioEndpoints.embedOrigin), headers: { origin } });
    const refused = await ask(STRANGER);
    expect(expectSuccess(refused, EmbedOriginStatusSchema)).toEqual({ origin: STRANGER, allowed: false });
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(expectSuccess(await ask(STUDIO), EmbedOriginStatusSchema)).toEqual({
      origin: STUDIO,
      allowed: true,
    });
  });

  it('lets operators list, add and remove origins, effective at once on this replica', async () => {
    expectFailure(await admin('GET', '', undefined, 'wrong-token'), 401, 'ADMIN_TOKEN_INVALID');
    expectFailure(
      await admin('POST', '', { origin: 'https://studio.example/page' }),
      400,
      'VALIDATION_ERROR',
    );
    expectFailure(await admin('POST', '', { origin: 'javascript:alert(1)' }), 400, 'VALIDATION_ERROR');

    expectSuccess(await admin('POST', '', { origin: 'HTTP://127.0.0.1:8090' }), StudioOriginRecordSchema);
    const listed = expectSuccess(await admin('GET'), StudioOriginListSchema);
    expect(listed.map((record) => record.origin)).toEqual(['http://127.0.0.1:8090', STUDIO]);
    expect(listed[0]?.addedBy).toBe('admin-api:unnamed');
    expect((await preflight('http://127.0.0.1:8090')).headers['access-control-allow-origin']).toBe(
      'http://127.0.0.1:8090',
    );

    const removed = await admin('DELETE', `?origin=${encodeURIComponent('http://127.0.0.1:8090')}`);
    expect(expectSuccess(removed, StudioOriginRemovedSchema)).toEqual({
      origin: 'http://127.0.0.1:8090',
      removed: true,
    });
    expect((await preflight('http://127.0.0.1:8090')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reads the list from the database, so another replica on it answers the new origin', async () => {
    const other = await buildApi({ db: api.db, config: api.config });
    try {
      const late = 'https://late.example';
      expectSuccess(await admin('POST', '', { origin: late }), StudioOriginRecordSchema);
      const call = await other.inject({ method: 'GET', url: ME, headers: { origin: late } });
      expect(call.headers['access-control-allow-origin']).toBe(late);
    } finally {
      await other.close();
    }
  });
});

describe('studio allowlist cache', () => {
  it('reads the list once per TTL, then again', async () => {
    let clock = 0;
    const lists = [[{ origin: STUDIO, addedAt: 0, addedBy: 'x', sessionMinutes: 60, hasSecret: false }], []];
    let reads = 0;
    const allowlist = createStudioAllowlist(
      { list: async () => lists[Math.min(reads++, 1)] ?? [] },
      { ttlMs: 1000, now: () => clock },
    );
    expect(await allowlist.isAllowed(STUDIO)).toBe(true);
    clock = 999;
    expect(await allowlist.isAllowed(STUDIO)).toBe(true);
    expect(reads).toBe(1);
    clock = 1000;
    expect(await allowlist.isAllowed(STUDIO)).toBe(false);
    expect(reads).toBe(2);
  });
});
