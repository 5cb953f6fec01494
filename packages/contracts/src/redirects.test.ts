import { DEFAULT_SIGNED_IN_PATH, safeReturnPath, safeSsoRedirection } from './redirects';
import { HOSTILE_RETURN_PATHS } from './testing/redirectCorpus';

const ORIGIN = 'https://portal.example';

describe('safeReturnPath: the redirect corpus', () => {
  it('holds at least 80 crafted values', () => {
    expect(HOSTILE_RETURN_PATHS.length).toBeGreaterThanOrEqual(80);
  });

  it.each(HOSTILE_RETURN_PATHS)('sends %j to /hub or a path of the portal', (referrer) => {
    const path = safeReturnPath(referrer, ORIGIN);
    // Whatever comes back stays on the portal however a browser reads it.
    expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
    expect(path).toMatch(/^\/(?![/\\])/);
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must not survive
    expect(path).not.toMatch(/[\\\u0000-\u001f\u007f]/);
    expect(decodeURIComponent(path)).not.toMatch(/^\/[/\\]|evil\.example\//);
  });

  it.each([
    ['/account/my-coupons', '/account/my-coupons'],
    ['/vip?tab=1#top', '/vip?tab=1#top'],
    ['/search?q=a%20b', '/search?q=a%20b'],
    ['https://portal.example/topup?x=1', '/topup?x=1'],
    ['  /hub  ', '/hub'],
  ])('keeps %j as %j', (referrer, path) => {
    expect(safeReturnPath(referrer, ORIGIN)).toBe(path);
  });

  it('refuses the probe finding: http://<origin>//evil.example (login API and reset mail)', () => {
    expect(safeReturnPath('https://portal.example//evil.example', ORIGIN)).toBe(DEFAULT_SIGNED_IN_PATH);
    expect(safeReturnPath('http://portal.example//evil.example', 'http://portal.example')).toBe(
      DEFAULT_SIGNED_IN_PATH,
    );
  });
});

describe('safeSsoRedirection: scheme allow-list', () => {
  it.each([
    ['/games/ash_echoes', '/games/ash_echoes'],
    ['https://portal.example/topup', 'https://portal.example/topup'],
    ['ashechoes://login/callback', 'ashechoes://login/callback'],
    ['crazyones://auth?x=1', 'crazyones://auth?x=1'],
  ])('keeps %j', (value, kept) => {
    expect(safeSsoRedirection(value, ORIGIN)).toBe(kept);
  });

  it.each([
    ...HOSTILE_RETURN_PATHS,
    'mygame://auth',
    'customscheme://x',
    'ws://portal.example/socket',
    'intent:#Intent;end',
    'view-source:https://portal.example/hub',
    'ftp://portal.example/file',
    'http://portal.example/hub',
  ])('refuses %j', (value) => {
    expect(safeSsoRedirection(value, ORIGIN)).toBeNull();
  });

  it('accepts the app schemes a page configures, never a dangerous one', () => {
    expect(safeSsoRedirection('mygame://auth', ORIGIN, ['mygame'])).toBe('mygame://auth');
    expect(safeSsoRedirection('mygame://auth', ORIGIN, ['MyGame://'])).toBe('mygame://auth');
    for (const scheme of ['javascript', 'ws', 'intent', 'ftp', 'view-source', 'data', 'file']) {
      expect(safeSsoRedirection(`${scheme}://x`, ORIGIN, [scheme])).toBeNull();
    }
  });
});
