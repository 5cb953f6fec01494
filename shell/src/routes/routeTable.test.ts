import { isOwnedBy, matchRoute, routeTable } from './routeTable';

describe('route table', () => {
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
    ['/profiles/player-one', 'mf-profile', false],
    ['/friends/request', 'mf-profile', true],
    ['/chat/group-7', 'mf-profile', true],
    ['/tou', 'mf-help', false],
    ['/privacy', 'mf-help', false],
    ['/embed', 'mf-help', false],
    ['/games/official/ash_echoes', 'mf-campaign-ash-echoes', false],
    ['/pre-register', 'mf-campaign-ash-echoes', false],
    ['/games/official/crazy_ones', 'mf-campaign-crazy-ones', false],
  ])('%s belongs to %s (protected: %s)', (path, app, isProtected) => {
    expect(matchRoute(path)).toMatchObject({ app, protected: isProtected });
  });

  it('prefers the official campaign page over the generic game page', () => {
    expect(matchRoute('/games/official/ash_echoes')?.app).toBe('mf-campaign-ash-echoes');
    expect(matchRoute('/games/official')?.app).toBe('shell');
  });

  it('sends puzzle events to the campaign remote of their game code', () => {
    expect(matchRoute('/anniversary/crazy_ones/puzzle')).toMatchObject({
      app: 'mf-campaign-crazy-ones',
      protected: true,
    });
    expect(matchRoute('/event/ash_echoes/summer/puzzle/history')?.app).toBe('mf-campaign-ash-echoes');
    expect(matchRoute('/event/unknown_game/summer/puzzle')).toBeUndefined();
  });

  it('has one owner per path and /privacy only once', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('answers nothing for unknown paths', () => {
    expect(matchRoute('/no-such-page')).toBeUndefined();
    expect(isOwnedBy('mf-help', '/no-such-page')).toBe(false);
  });
});
