import { createRouteTable } from './routeTable';
import { portalRoutes } from './testing/portalRoutes';

describe('the portal route table built from the registry', () => {
  const table = portalRoutes();
  it.each([
    ['/', 'shell', false],
    ['/hub', 'shell', true],
    ['/games/ash_echoes', 'shell', false],
    ['/login', 'mf-auth', false],
    ['/auth/login/social/discord', 'mf-auth', false],
    ['/topup', 'mf-wallet-vip', false],
    ['/topup/payment/42', 'mf-wallet-vip', true],
    ['/topup/payment/kind/card', 'mf-wallet-vip', true],
    ['/topup/anything-else', 'mf-wallet-vip', false],
    ['/account/my-transaction', 'mf-wallet-vip', true],
    ['/account', 'mf-profile', true],
    ['/friends/request', 'mf-profile', true],
    ['/games/official/ash_echoes', 'mf-campaign-ash-echoes', false],
    ['/anniversary/ash_echoes/puzzle', 'mf-campaign-ash-echoes', true],
  ])('%s belongs to %s (protected: %s)', (path, app, isProtected) => {
    const route = table.match(path)?.route;
    expect([route?.app, route?.protected ?? false]).toEqual([app, isProtected]);
  });

  it('prefers the more specific pattern whatever the declaration order', () => {
    expect(table.match('/games/official/ash_echoes')?.route.app).toBe('mf-campaign-ash-echoes');
    expect(table.match('/games/official')?.route.app).toBe('shell');
    const reversed = createRouteTable([
      { path: '/topup/*', page: 'any', app: 'a' },
      { path: '/topup/payment/:id', page: 'payment', app: 'b' },
      { path: '/topup/payment/kind', page: 'kind', app: 'c' },
    ]);
    expect(reversed.match('/topup/payment/kind')?.route.app).toBe('c');
    expect(reversed.match('/topup/payment/7')).toMatchObject({ route: { app: 'b' }, params: { id: '7' } });
    expect(reversed.match('/topup/x/y')?.route.app).toBe('a');
  });

  it('knows a puzzle page only for a game whose campaign declares it', () => {
    expect(table.match('/event/ash_echoes/summer/puzzle')?.route.app).toBe('mf-campaign-ash-echoes');
    expect(table.match('/event/unknown_game/summer/puzzle')).toBeUndefined();
  });

  it('answers nothing for unknown paths', () => {
    expect(table.match('/no-such-page')).toBeUndefined();
  });
});
