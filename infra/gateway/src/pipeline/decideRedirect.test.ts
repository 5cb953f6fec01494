import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MaintenanceStatus } from '@portal/contracts';
import { buildGateway } from '../server';
import {
  gatewayConfig,
  removeTempDirs,
  SHELL_MAIN_FILE,
  writeLiveRoutes,
  writeShellBuild,
} from '../testing/fixtures';
import { closedPortUrl } from '../testing/upstream';

const html = { accept: 'text/html' };
const PAGE = 'https://status.example/maintenance';

/** A stand-in API answering GET /api/public/maintenance with whatever `status` holds. */
async function startMaintenanceApi(initial: MaintenanceStatus) {
  const state = { status: initial, calls: 0 };
  const server = http.createServer((request, response) => {
    state.calls += request.url === '/api/public/maintenance' ? 1 : 0;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success: true, data: state.status }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const status = (isActive: boolean, ipWhitelist: string[] = []): MaintenanceStatus => ({
  setting: { isActive, ipWhitelist },
  pageUrl: PAGE,
  clientIp: '127.0.0.1',
});

async function gatewayWith(apiUrl: string, trustProxyHops = 0, trustProxy = 'loopback') {
  const config = gatewayConfig({ apiUrl, trustProxy, trustProxyHops });
  await writeShellBuild(config.shellDir);
  // The remotes' routes come from the registry: auth, wallet, profile and help are live.
  await writeLiveRoutes(config.deployDir);
  return buildGateway(config);
}

afterAll(removeTempDirs);

/** The webview cookie among the answer's cookies (the gateway also sets its release id cookie). */
const webviewCookie = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie'] ?? []]
    .flat()
    .map(String)
    .find((cookie) => cookie.startsWith('portal_webview='));

describe('the route guard at the gateway (spec 000 §4), answered with 307', () => {
  let app: Awaited<ReturnType<typeof gatewayWith>>;
  beforeAll(async () => {
    app = await gatewayWith(await closedPortUrl());
  });
  afterAll(() => app.close());

  it('sends a visitor on a protected route to /login with the original URL encoded in referrer', async () => {
    const response = await app.inject({ url: '/account/my-transaction?tab=topup', headers: html });
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toBe('/login?referrer=%2Faccount%2Fmy-transaction%3Ftab%3Dtopup');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves protected routes to a player with the token cookie', async () => {
    const response = await app.inject({ url: '/account', headers: { ...html, cookie: 'portal_token=abc' } });
    expect(response.statusCode).toBe(200);
  });

  it.each(['/login', '/register', '/forgot-password', '/reset-password', '/'])(
    'sends a signed-in player from %s to /hub',
    async (path) => {
      const response = await app.inject({ url: path, headers: { ...html, cookie: 'portal_token=abc' } });
      expect(response.statusCode).toBe(307);
      expect(response.headers.location).toBe('/hub');
    },
  );

  it('lets visitors see open pages', async () => {
    for (const path of ['/', '/games', '/login', '/vip/details', '/no-such-page']) {
      expect((await app.inject({ url: path, headers: html })).statusCode).not.toBe(307);
    }
  });

  it('lets a webview through without a token and remembers its product code in a cookie', async () => {
    const response = await app.inject({
      url: '/account',
      headers: { ...html, 'x-product-code': 'ash_echoes' },
    });
    expect(response.statusCode).toBe(200);
    expect(webviewCookie(response)).toMatch(/^portal_webview=ash_echoes; Path=\/; Expires=.*; SameSite=Lax$/);

    const fromQuery = await app.inject({ url: '/vip?webview=crazy_ones', headers: html });
    expect(fromQuery.statusCode).toBe(200);
    expect(webviewCookie(fromQuery)).toContain('portal_webview=crazy_ones');

    const fromCookie = await app.inject({
      url: '/vip',
      headers: { ...html, cookie: 'portal_webview=crazy_ones' },
    });
    expect(fromCookie.statusCode).toBe(200);
    expect(webviewCookie(fromCookie)).toBeUndefined();
  });

  it('leaves webview mode with ?webview=0: the cookie is cleared and the guard applies again', async () => {
    const response = await app.inject({
      url: '/vip?webview=0',
      headers: { ...html, cookie: 'portal_webview=crazy_ones' },
    });
    expect(response.statusCode).toBe(307);
    expect(webviewCookie(response)).toMatch(/^portal_webview=; Path=\/; Expires=Thu, 01 Jan 1970/);
  });

  it('is not consulted for files, the registry or the API', async () => {
    expect((await app.inject(`/${SHELL_MAIN_FILE}`)).statusCode).toBe(200);
    expect((await app.inject('/registry.json')).statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/api/private/auth/me', headers: { accept: 'application/json' } })).statusCode,
    ).toBe(502);
  });
});

describe('the maintenance redirect at the gateway', () => {
  it('sends a client outside the whitelist to the maintenance page, and lets a whitelisted one in', async () => {
    const api = await startMaintenanceApi(status(true, ['10.0.0.7']));
    const app = await gatewayWith(api.url);

    const blocked = await app.inject({ url: '/games', headers: html, remoteAddress: '203.0.113.9' });
    expect(blocked.statusCode).toBe(307);
    expect(blocked.headers.location).toBe(PAGE);

    const whitelisted = await app.inject({ url: '/games', headers: html, remoteAddress: '10.0.0.7' });
    expect(whitelisted.statusCode).toBe(200);

    await app.close();
    await api.close();
  });

  it('reads the client IP from X-Forwarded-For only as far as GATEWAY_PROXY_HOPS go, behind a TRUST_PROXY peer', async () => {
    const api = await startMaintenanceApi(status(true, ['198.51.100.4']));
    const behindOneProxy = await gatewayWith(api.url, 1, '10.0.0.0/24');
    const forwarded = { ...html, 'x-forwarded-for': '10.9.9.9, 198.51.100.4' };
    expect(
      (await behindOneProxy.inject({ url: '/games', headers: forwarded, remoteAddress: '10.0.0.1' }))
        .statusCode,
    ).toBe(200);
    const spoofed = { ...html, 'x-forwarded-for': '198.51.100.4, 203.0.113.9' };
    expect(
      (await behindOneProxy.inject({ url: '/games', headers: spoofed, remoteAddress: '10.0.0.1' }))
        .statusCode,
    ).toBe(307);
    // A client that reaches the gateway directly cannot choose its IP with the header.
    expect(
      (await behindOneProxy.inject({ url: '/games', headers: forwarded, remoteAddress: '203.0.113.9' }))
        .statusCode,
    ).toBe(307);
    await behindOneProxy.close();

    const edge = await gatewayWith(api.url, 0);
    expect(
      (await edge.inject({ url: '/games', headers: forwarded, remoteAddress: '203.0.113.9' })).statusCode,
    ).toBe(307);
    await edge.close();
    await api.close();
  });

  it('asks the API once per short period, not on every page load', async () => {
    const api = await startMaintenanceApi(status(false));
    const app = await gatewayWith(api.url);
    for (let index = 0; index < 5; index++) await app.inject({ url: '/games', headers: html });
    expect(api.state.calls).toBe(1);
    await app.close();
    await api.close();
  });

  it('serves pages when the API cannot tell (fails open)', async () => {
    const app = await gatewayWith(await closedPortUrl());
    expect(
      (await app.inject({ url: '/games', headers: html, remoteAddress: '203.0.113.9' })).statusCode,
    ).toBe(200);
    await app.close();
  });

  it('still turns a policy given in the config into a 307', async () => {
    const config = gatewayConfig({ redirectPolicy: () => ({ location: '/elsewhere' }) });
    await writeShellBuild(config.shellDir);
    const app = buildGateway(config);
    const response = await app.inject({ url: '/games', headers: html });
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toBe('/elsewhere');
    await app.close();
  });
});
