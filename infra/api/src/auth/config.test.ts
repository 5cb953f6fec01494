import { loadAuthConfig, OWASP_ARGON2 } from './config';

describe('loadAuthConfig: hardening settings', () => {
  it('hashes with argon2id at the OWASP cost and backs off exponentially by default', () => {
    const config = loadAuthConfig({}, false);
    expect(config.argon2).toEqual(OWASP_ARGON2);
    expect(OWASP_ARGON2).toEqual({ memoryKiB: 19 * 1024, timeCost: 2, parallelism: 1 });
    expect(config.limits.loginBackoff).toEqual({ baseSeconds: 30, maxSeconds: 900 });
    expect(config.deviceSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('requires PUBLIC_URL and AUTH_DEVICE_SECRET in production', () => {
    expect(() => loadAuthConfig({ AUTH_DEVICE_SECRET: 'x'.repeat(32) }, true)).toThrow(
      /^PUBLIC_URL is required/,
    );
    expect(() => loadAuthConfig({ PUBLIC_URL: 'https://portal.example' }, true)).toThrow(
      /^AUTH_DEVICE_SECRET is required in production/,
    );
    expect(() => loadAuthConfig({ AUTH_DEVICE_SECRET: 'short' }, false)).toThrow(/at least 32 characters/);
  });

  it('reads the session cookie domain', () => {
    expect(loadAuthConfig({ SESSION_COOKIE_DOMAIN: '.Example.com' }, false).cookieDomain).toBe(
      '.example.com',
    );
    expect(() => loadAuthConfig({ SESSION_COOKIE_DOMAIN: 'bad domain' }, false)).toThrow(
      /SESSION_COOKIE_DOMAIN/,
    );
  });
});
