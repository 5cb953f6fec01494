import path from 'node:path';
import {
  gatewayConfigFromEnv,
  parseOriginList,
  parseRemoteOverrides,
  repoRoot,
  serverRenderFromEnv,
} from './config';

describe('gatewayConfigFromEnv', () => {
  it('defaults to 127.0.0.1:8080, the API on 8081 and the repo folders', () => {
    expect(gatewayConfigFromEnv({})).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      apiUrl: 'http://127.0.0.1:8081',
      deployDir: path.join(repoRoot, '.deploy'),
      shellDir: path.join(repoRoot, 'shell', 'dist'),
      production: false,
      remoteOverrides: {},
      frameOrigins: ["'self'"], // the API's /dev/chat-widget stand-in outside production
      embedFrameAncestors: [],
    });
  });

  it('lets the configured help chat vendor be framed on every page', () => {
    const config = gatewayConfigFromEnv({
      NODE_ENV: 'production',
      CHAT_WIDGET_URL: 'https://chat.vendor.example/widget?site=portal',
      CHAT_WIDGET_ORIGINS: 'https://*.support.example',
      FRAME_ORIGINS: 'https://video.example',
    });
    expect(config.frameOrigins).toEqual([
      'https://video.example',
      'https://*.support.example',
      'https://chat.vendor.example',
    ]);
  });

  it('reads every variable', () => {
    const config = gatewayConfigFromEnv({
      PORT: '0',
      HOST: '0.0.0.0',
      API_URL: 'http://api.internal:9000',
      DEPLOY_DIR: '/srv/deploy',
      SHELL_DIR: '/srv/shell',
      NODE_ENV: 'production',
      REMOTE_OVERRIDES: 'mf-help=https://cdn.example/mf-help/1.2.3/mf-manifest.json',
      FRAME_ORIGINS: 'https://chat.example',
      EMBED_FRAME_ANCESTORS: 'https://studio.example, https://*.games.example',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      apiUrl: 'http://api.internal:9000',
      deployDir: '/srv/deploy',
      shellDir: '/srv/shell',
      production: true,
      remoteOverrides: { 'mf-help': 'https://cdn.example/mf-help/1.2.3/mf-manifest.json' },
      frameOrigins: ['https://chat.example'],
      embedFrameAncestors: ['https://studio.example', 'https://*.games.example'],
    });
  });

  it('rejects a PORT that is not a port', () => {
    expect(() => gatewayConfigFromEnv({ PORT: 'eighty' })).toThrow('PORT: "eighty" is not a port number');
  });
});

describe('parseRemoteOverrides', () => {
  it('rejects an unknown remote and a relative URL', () => {
    expect(() => parseRemoteOverrides('help=https://cdn.example/m.json')).toThrow(
      '"help=https://cdn.example/m.json" must be',
    );
    expect(() => parseRemoteOverrides('mf-help=/local/m.json')).toThrow(
      '"/local/m.json" for mf-help is not an absolute http(s) URL',
    );
  });
});

describe('parseOriginList', () => {
  it('refuses anything that could add a CSP directive', () => {
    expect(() => parseOriginList("https://a.example; script-src 'unsafe-eval'", 'FRAME_ORIGINS')).toThrow(
      'FRAME_ORIGINS:',
    );
    expect(() => parseOriginList('https://a.example/path', 'FRAME_ORIGINS')).toThrow('is not an origin');
  });
});

describe('API_URLS', () => {
  it('lists every API replica, the first also being apiUrl', () => {
    const config = gatewayConfigFromEnv({ API_URLS: 'http://10.0.0.5:8081, http://10.0.0.6:8081' });
    expect(config.apiUrls).toEqual(['http://10.0.0.5:8081', 'http://10.0.0.6:8081']);
    expect(config.apiUrl).toBe('http://10.0.0.5:8081');
  });

  it('falls back to API_URL, then the local default', () => {
    expect(gatewayConfigFromEnv({ API_URL: 'http://api:8081' }).apiUrls).toEqual(['http://api:8081']);
    expect(gatewayConfigFromEnv({}).apiUrls).toEqual(['http://127.0.0.1:8081']);
  });

  it('refuses an entry that is not an absolute URL', () => {
    expect(() => gatewayConfigFromEnv({ API_URLS: 'http://a:1,api:8081' })).toThrow(/API_URLS: "api:8081"/);
  });
});

describe('SERVER_RENDER', () => {
  it('is on unless set to off, with a 150 ms budget and 5 s reuse by default', () => {
    expect(serverRenderFromEnv({})).toEqual({ budgetMs: 150, cacheMs: 5000 });
    expect(serverRenderFromEnv({ SERVER_RENDER: 'off' })).toBeUndefined();
    expect(serverRenderFromEnv({ SERVER_RENDER: 'on' })).toEqual({ budgetMs: 150, cacheMs: 5000 });
    expect(serverRenderFromEnv({ SERVER_RENDER: 'on', SERVER_RENDER_BUDGET_MS: '300' })).toEqual({
      budgetMs: 300,
      cacheMs: 5000,
    });
  });

  it('refuses a value it does not know', () => {
    expect(() => serverRenderFromEnv({ SERVER_RENDER: 'yes' })).toThrow(
      'SERVER_RENDER: "yes" is not on or off',
    );
    expect(() => serverRenderFromEnv({ SERVER_RENDER: 'on', SERVER_RENDER_BUDGET_MS: 'soon' })).toThrow(
      'SERVER_RENDER_BUDGET_MS',
    );
  });
});
