import path from 'node:path';
import { DEFAULT_DATA_DIR, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      host: '127.0.0.1',
      port: 8081,
      databaseUrl: undefined,
      dataDir: DEFAULT_DATA_DIR,
      defaultRegion: 'EN',
      trustProxyHops: 1,
      trustedProxies: ['loopback'],
      bodyLimitBytes: 65536,
      smtpUrl: undefined,
    });
    expect(DEFAULT_DATA_DIR).toBe(path.join(REPO_ROOT, '.data', 'pglite'));
    expect(path.basename(REPO_ROOT)).not.toBe('api');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      API_PORT: '0',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://localhost/portal',
      DATA_DIR: ':memory:',
      DEFAULT_REGION: 'vn',
      TRUST_PROXY_HOPS: '2',
      TRUSTED_PROXIES: '10.0.0.0/8, loopback',
      SMTP_URL: 'smtp://mail:25',
      // Required in production (links in mails; the device cookie's key).
      PUBLIC_URL: 'https://portal.example',
      AUTH_DEVICE_SECRET: 'a-production-secret-of-32-characters-at-least',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 0,
      host: '0.0.0.0',
      databaseUrl: 'postgres://localhost/portal',
      dataDir: ':memory:',
      defaultRegion: 'VN',
      trustProxyHops: 2,
      trustedProxies: ['10.0.0.0/8', 'loopback'],
      smtpUrl: 'smtp://mail:25',
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(
      'API_PORT must be an integer from 0 to 65535 (got "eighty")',
    );
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '-1' })).toThrow(/^TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ DEFAULT_REGION: 'EUR' })).toThrow(/^DEFAULT_REGION/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/^LOG_LEVEL/);
  });
});
