import { sessionStore, tokenAtom, userAtom } from '@portal/session';
import { installFakeApi, playerFixture, type FakeApi } from '../../testing/fakeApi';
import { pendingTopupsAtom, walletTotalsAtom } from './accountState';
import { refreshAccount } from './refreshAccount';

const totals = { totalGold: 100, totalBoundGold: 50, usableBoundGold: 0, point: 10, tokenAmount: 3 };

describe('the per-page refresh of a signed-in player', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    sessionStore.set(tokenAtom, 'token');
    api.on('GET /api/private/auth/me', () => ({ data: playerFixture() }));
    api.on('GET /api/private/wallet/refresh', () => ({ data: { totals, pendingTopups: [] } }));
    api.on('GET /api/private/wallet/totals', () => ({ data: totals }));
  });
  afterEach(() => {
    api.restore();
    sessionStore.set(tokenAtom, null);
    sessionStore.set(userAtom, null);
    sessionStore.set(walletTotalsAtom, null);
    sessionStore.set(pendingTopupsAtom, null);
  });

  it('reads the current user, the totals with the gacha token amount and the pending top-ups', async () => {
    await refreshAccount('/hub');
    expect(api.calls.map((call) => call.url).sort()).toEqual([
      '/api/private/auth/me',
      '/api/private/wallet/refresh',
    ]);
    expect(sessionStore.get(userAtom)?.nickname).toBe('DemoPlayer');
    expect(sessionStore.get(walletTotalsAtom)).toEqual(totals);
    expect(sessionStore.get(pendingTopupsAtom)).toEqual([]);
  });

  it('skips the pending top-up list on /account/my-transaction', async () => {
    await refreshAccount('/account/my-transaction');
    expect(api.calls.map((call) => call.url).sort()).toEqual([
      '/api/private/auth/me',
      '/api/private/wallet/totals',
    ]);
    expect(sessionStore.get(pendingTopupsAtom)).toBeNull();
  });

  it('ends the session when the API refuses the token', async () => {
    api.on('GET /api/private/auth/me', () => ({
      status: 401,
      errors: [{ code: 'UNAUTHORIZED', message: 'Please sign in' }],
    }));
    await refreshAccount('/hub');
    expect(sessionStore.get(tokenAtom)).toBeNull();
    expect(sessionStore.get(walletTotalsAtom)).toBeNull();
  });

  it('keeps the user and shows no wallet when only the wallet API fails', async () => {
    api.on('GET /api/private/wallet/refresh', () => ({
      status: 500,
      errors: [{ code: 'INTERNAL_ERROR', message: 'x' }],
    }));
    await refreshAccount('/hub');
    expect(sessionStore.get(userAtom)?.nickname).toBe('DemoPlayer');
    expect(sessionStore.get(walletTotalsAtom)).toBeNull();
    expect(sessionStore.get(tokenAtom)).toBe('token');
  });
});
