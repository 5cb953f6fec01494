import { activeNavKey, navEntries } from './navigation';

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
    ['/play-testing', 'playtesting'],
  ])('marks %s as %s', (path, key) => {
    expect(activeNavKey(path)).toBe(key);
  });

  it('marks nothing on pages outside the five entries', () => {
    expect(activeNavKey('/account')).toBeUndefined();
    expect(activeNavKey('/gamesx')).toBeUndefined();
  });

  it('lets an explicit menu key win over the path', () => {
    expect(activeNavKey('/account', 'games')).toBe('games');
  });
});
