import { loadConfig } from '../config';
import { devMailEnabled } from './devMailSwitch';

describe('DEV_MAIL: who may read the dev outbox', () => {
  it('is on by default for the local demo only: not in production, not on a public bind', () => {
    expect(devMailEnabled({}, '127.0.0.1', false)).toBe(true);
    expect(devMailEnabled({}, '::1', false)).toBe(true);
    expect(devMailEnabled({}, '0.0.0.0', false)).toBe(false);
    expect(devMailEnabled({}, '192.168.1.20', false)).toBe(false);
    expect(devMailEnabled({}, '127.0.0.1', true)).toBe(false);
  });

  it('follows DEV_MAIL=off, and refuses DEV_MAIL=on where anyone could read it', () => {
    expect(devMailEnabled({ DEV_MAIL: 'off' }, '127.0.0.1', false)).toBe(false);
    expect(devMailEnabled({ DEV_MAIL: 'on' }, 'localhost', false)).toBe(true);
    expect(() => devMailEnabled({ DEV_MAIL: 'on' }, '0.0.0.0', false)).toThrow(/non-loopback bind/);
    expect(() => devMailEnabled({ DEV_MAIL: 'on' }, '127.0.0.1', true)).toThrow(/refused in production/);
    expect(() => devMailEnabled({ DEV_MAIL: 'yes' }, '127.0.0.1', false)).toThrow(/must be on or off/);
  });

  it("is read into the API's configuration from HOST and NODE_ENV", () => {
    expect(loadConfig({ HOST: '0.0.0.0', NODE_ENV: 'development' }).devMail).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devMail).toBe(true);
  });
});
