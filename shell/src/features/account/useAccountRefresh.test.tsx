import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore, tokenAtom, userAtom } from '@portal/session';
import { installFakeApi, playerFixture, type FakeApi } from '../../testing/fakeApi';
import { walletTotalsAtom } from './accountState';
import { useAccountRefresh } from './useAccountRefresh';

const totals = { totalGold: 100, totalBoundGold: 50, usableBoundGold: 0, point: 10, tokenAmount: 3 };

function Refreshed() {
  useAccountRefresh();
  return null;
}

/** Opens `path` and lets the refresh (its code loads on demand) answer. */
async function visit(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Refreshed />
    </MemoryRouter>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('the refresh on each guarded page', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    api.on('GET /api/private/auth/me', () => ({ data: playerFixture() }));
    api.on('GET /api/private/wallet/refresh', () => ({ data: { totals, pendingTopups: [] } }));
  });
  afterEach(() => {
    cleanup();
    api.restore();
    sessionStore.set(tokenAtom, null);
    sessionStore.set(userAtom, null);
    sessionStore.set(walletTotalsAtom, null);
  });

  it('asks nothing for a visitor and shows no money left from a session', async () => {
    sessionStore.set(walletTotalsAtom, totals);
    await visit('/games');
    expect(api.calls).toEqual([]);
    expect(sessionStore.get(walletTotalsAtom)).toBeNull();
  });

  it("reads a signed-in player's wallet", async () => {
    sessionStore.set(tokenAtom, 'token');
    await visit('/games');
    expect(api.calls.map((call) => call.url)).toContain('/api/private/wallet/refresh');
    expect(sessionStore.get(walletTotalsAtom)).toEqual(totals);
  });
});
