import { devMailFromEnv, gatewayConfigFromEnv } from './config';

describe('DEV_MAIL: the dev mail outbox only for a local demo', () => {
  it('is on by default outside production on a loopback bind (npm start)', () => {
    expect(gatewayConfigFromEnv({}).devMail).toBe(true);
    expect(devMailFromEnv({}, '::1')).toBe(true);
  });

  it('is off by default in production and on a public bind', () => {
    expect(gatewayConfigFromEnv({ NODE_ENV: 'production' }).devMail).toBe(false);
    expect(gatewayConfigFromEnv({ HOST: '0.0.0.0' }).devMail).toBe(false);
  });

  it('refuses DEV_MAIL=on in production or on a non-loopback bind, and can be turned off', () => {
    expect(() => devMailFromEnv({ DEV_MAIL: 'on', NODE_ENV: 'production' }, '127.0.0.1')).toThrow(
      /refused in production/,
    );
    expect(() => devMailFromEnv({ DEV_MAIL: 'on' }, '0.0.0.0')).toThrow(
      /non-loopback bind \(HOST=0\.0\.0\.0\)/,
    );
    expect(devMailFromEnv({ DEV_MAIL: 'off' }, '127.0.0.1')).toBe(false);
    expect(() => devMailFromEnv({ DEV_MAIL: 'yes' }, '127.0.0.1')).toThrow(/on or off/);
  });
});
