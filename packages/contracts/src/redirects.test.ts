import { DEFAULT_SIGNED_IN_PATH, safeReturnPath, safeSsoRedirection } from './redirects';

const ORIGIN = 'https://portal.example';

/**
 * Crafted return paths that must never leave the portal: protocol-relative forms, backslashes,
 * encodings (single, double, mixed case), control characters, other schemes, credentials, dot segments
 * and the `http://<origin>//evil` form seen in the probe.
 */
const HOSTILE_RETURN_PATHS = [
  '//evil.example',
  '//evil.example/hub',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/%2Fevil.example',
  '/%2fevil.example',
  '/%252Fevil.example',
  '/%25252Fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%255Cevil.example',
  '%2F%2Fevil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\u0000/evil.example',
  '/%00/evil.example',
  '/%0a/evil.example',
  '/%0D%0A/evil.example',
  '/\u001f/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  '/\u2028/evil.example',
  '/hub\u0000',
  '/hub%00',
  'https://evil.example',
  'https://evil.example/hub',
  'http://evil.example',
  'https://portal.example.evil.example/hub',
  'https://portal.example@evil.example/hub',
  'https://user:pass@portal.example/hub',
  'https://evil.example\\@portal.example/hub',
  'https://evil.example%2F@portal.example',
  'https://portal.example//evil.example',
  'https://portal.example///evil.example',
  'https://portal.example/\\evil.example',
  'https://portal.example/%2F%2Fevil.example',
  'https://portal.example/%5C%5Cevil.example',
  'https://portal.example/./..//evil.example',
  'http://portal.example:8443/hub',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://portal.example/123',
  'ws://evil.example',
  'wss://evil.example',
  'ftp://evil.example',
  'view-source:https://evil.example',
  'intent://evil.example#Intent;scheme=https;end',
  'mailto:a@evil.example',
  'hub',
  'evil.example',
  './/evil.example',
  '/a/../..//evil.example',
  '/./..//evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E/%2Fevil.example',
  '/hub/%',
  '/%E0%A4%A',
  `/${'a'.repeat(2100)}`,
  '',
  '   ',
  '\u0000',
  '/\u202e/evil.example',
  'https://portal.example\u0000.evil.example/',
  '//evil.example%2F..',
  '//%65vil.example',
  '/\u3000/evil.example',
];

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
