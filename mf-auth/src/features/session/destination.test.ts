import { acceptSsoRedirection, destinationAfterSignIn, isMobileUserAgent } from './destination';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ORIGIN = 'https://portal.example.com';

describe('where a player goes after signing in (000 §4)', () => {
  it('returns to a same-origin referrer path', () => {
    expect(
      destinationAfterSignIn({ userAgent: DESKTOP, ssoRedirection: null, referrer: '/vip', origin: ORIGIN }),
    ).toEqual({
      kind: 'path',
      path: '/vip',
    });
  });

  it.each(['https://evil.example', '//evil.example', 'javascript:alert(1)', null])(
    'goes to /hub for referrer %p',
    (referrer) => {
      expect(
        destinationAfterSignIn({ userAgent: DESKTOP, ssoRedirection: null, referrer, origin: ORIGIN }),
      ).toEqual({
        kind: 'path',
        path: '/hub',
      });
    },
  );

  it('sends a mobile player to the stored sso-redirection address', () => {
    expect(
      destinationAfterSignIn({
        userAgent: IPHONE,
        ssoRedirection: 'mygame://auth/done',
        referrer: '/vip',
        origin: ORIGIN,
      }),
    ).toEqual({ kind: 'external', url: 'mygame://auth/done' });
  });

  it('only logs when a mobile player has no stored address, then uses the referrer', () => {
    const missing = jest.fn();
    expect(
      destinationAfterSignIn({
        userAgent: IPHONE,
        ssoRedirection: null,
        referrer: '/vip',
        origin: ORIGIN,
        onMissingSsoRedirection: missing,
      }),
    ).toEqual({ kind: 'path', path: '/vip' });
    expect(missing).toHaveBeenCalledTimes(1);
  });

  it('ignores the stored address on desktop', () => {
    expect(
      destinationAfterSignIn({
        userAgent: DESKTOP,
        ssoRedirection: 'mygame://x',
        referrer: '/vip',
        origin: ORIGIN,
      }).kind,
    ).toBe('path');
  });

  it('recognises mobile user agents', () => {
    expect(isMobileUserAgent(IPHONE)).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(true);
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
  });
});

describe('accepted sso-redirection addresses (no open redirect)', () => {
  it.each([
    ['/games/ash_echoes', '/games/ash_echoes'],
    ['https://portal.example.com/topup', 'https://portal.example.com/topup'],
    ['ashechoes://login/callback', 'ashechoes://login/callback'],
  ])('keeps %s', (value, kept) => {
    expect(acceptSsoRedirection(value, ORIGIN)).toBe(kept);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'ws://evil.example/socket',
    'intent://evil.example#Intent;end',
    'ftp://evil.example/file',
    'view-source:https://evil.example',
    'unknowngame://auth',
    'https://portal.example.com//evil.example',
    '',
    null,
  ])('refuses %p', (value) => {
    expect(acceptSsoRedirection(value, ORIGIN)).toBeNull();
  });
});
