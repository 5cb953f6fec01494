import { pageFromPath } from './pageFromPath';

describe('the page preselected from the path', () => {
  it.each([
    ['/', 'homepage'],
    ['/hub', 'homepage'],
    ['/reward', 'reward'],
    ['/gacha-event', 'reward'],
    ['/games', 'games_discovery'],
    ['/games/pre-register/ash_echoes', 'pre_register_game'],
    ['/pre-register', 'pre_register_game'],
    ['/play-testing', 'beta_games'],
    ['/register', 'registration'],
    ['/login', 'login'],
    ['/forgot-password', 'login'],
    ['/friends', 'friends'],
    ['/friends/request', 'friends'],
  ])('%s preselects %s', (path, page) => {
    expect(pageFromPath(path)).toEqual({ kind: 'page', page });
  });

  it.each([['/games/ash_echoes'], ['/games/official/ash_echoes']])('%s asks for the game status', (path) => {
    expect(pageFromPath(path)).toEqual({ kind: 'game', gameCode: 'ash_echoes' });
  });

  it.each([['/tou'], ['/account'], ['/vip'], ['/topup']])('%s preselects nothing', (path) => {
    expect(pageFromPath(path)).toEqual({ kind: 'none' });
  });
});
