import { loadRegistryRoutes, registryRemotes } from '../testing/registryRoutes';
import { activeNavKey, navEntries } from './navigation';

beforeEach(() => loadRegistryRoutes());

describe('bottom navigation', () => {
  it('lists HOME, GAMES, TOPUP, MY VIP, PLAYTESTING in that order', () => {
    expect(navEntries(false).map((entry) => entry.key)).toEqual([
      'home',
      'games',
      'topup',
      'myVip',
      'playtesting',
    ]);
  });

  it('sends MY VIP to /vip when signed in and /vip/details otherwise', () => {
    expect(navEntries(true).find((entry) => entry.key === 'myVip')?.href).toBe('/vip');
    expect(navEntries(false).find((entry) => entry.key === 'myVip')?.href).toBe('/vip/details');
  });

  it.each([
    ['/', 'home'],
    ['/hub', 'home'],
    ['/games', 'games'],
    ['/games/ash_echoes', 'games'],
    ['/topup/item', 'topup'],
    ['/vip/details', 'myVip'],
    ['/games/official/ash_echoes', 'games'],
    ['/play-testing', 'playtesting'],
  ])('marks %s as %s', (path, key) => {
    expect(activeNavKey(path)).toBe(key);
  });

  it('marks nothing on pages outside the five entries', () => {
    expect(activeNavKey('/account')).toBeUndefined();
    expect(activeNavKey('/gamesx')).toBeUndefined();
  });

  it("follows the registry: a newly deployed remote's route brings its menu key", () => {
    expect(activeNavKey('/games/official/new_game')).toBeUndefined();
    loadRegistryRoutes([
      ...registryRemotes,
      {
        app: 'mf-campaign-new-game',
        routes: [{ path: '/games/official/new_game', page: 'official', menuKey: 'topup' }],
      },
    ]);
    expect(activeNavKey('/games/official/new_game')).toBe('topup');
  });

  it('lets an explicit menu key win over the path', () => {
    expect(activeNavKey('/account', 'games')).toBe('games');
  });
});
