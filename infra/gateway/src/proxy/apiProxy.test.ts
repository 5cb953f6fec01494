import zlib from 'node:zlib';
import type { GatewayConfig } from '../config';
import { buildGateway } from '../server';
import { gatewayConfig, removeTempDirs } from '../testing/fixtures';
import { closedPortUrl, startEchoUpstream as startUpstream } from '../testing/upstream';

/** Servers close even when an assertion fails, so a failing test cannot hang the run. */
const openServers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(openServers.splice(0).map((close) => close()));
  removeTempDirs();
});

async function startEchoUpstream() {
  const upstream = await startUpstream();
  openServers.push(upstream.close);
  return upstream;
}

function gateway(overrides: Partial<GatewayConfig>) {
  const app = buildGateway(gatewayConfig(overrides));
  openServers.push(() => app.close());
  return app;
}

describe('/api proxy', () => {
  it('passes method, path, query, headers and body through, with x-forwarded-*', async () => {
    const upstream = await startEchoUpstream();
    const app = gateway({ apiUrl: upstream.url });

    const response = await app.inject({
      method: 'POST',
      url: '/api/created?lang=en',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer t0k3n',
        cookie: 'portal_token=abc',
        host: 'portal.example',
      },
      payload: JSON.stringify({ email: 'player@example.com' }),
      remoteAddress: '198.51.100.7',
    });

    expect(response.statusCode).toBe(201);
    expect(response.headers['x-upstream']).toBe('echo');
    expect(upstream.seen).toHaveLength(1);
    expect(upstream.seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/created?lang=en',
      body: '{"email":"player@example.com"}',
      headers: expect.objectContaining({
        authorization: 'Bearer t0k3n',
        cookie: 'portal_token=abc',
        'x-forwarded-for': '198.51.100.7',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': 'portal.example',
      }),
    });
  });

  it("keeps a trusted proxy's client chain and drops what an untrusted client claims", async () => {
    const upstream = await startEchoUpstream();
    const app = gateway({ apiUrl: upstream.url });
    const spoofed = { 'x-forwarded-for': '10.0.0.1', 'x-forwarded-proto': 'https' };

    await app.inject({ url: '/api/me', headers: spoofed, remoteAddress: '127.0.0.1' });
    await app.inject({ url: '/api/me', headers: spoofed, remoteAddress: '203.0.113.9' });

    expect(upstream.seen[0]?.headers).toMatchObject({
      'x-forwarded-for': '10.0.0.1, 127.0.0.1',
      'x-forwarded-proto': 'https',
    });
    expect(upstream.seen[1]?.headers).toMatchObject({
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'http',
    });
  });

  it('works over real HTTP end to end', async () => {
    const upstream = await startEchoUpstream();
    const app = gateway({ apiUrl: upstream.url });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const response = await fetch(`${address}/api/profile`, {
      method: 'PUT',
      body: 'nickname=Ash',
      headers: { 'content-type': 'text/plain' },
    });

    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      method: 'PUT',
      url: '/api/profile',
      body: 'nickname=Ash',
    });
  });

  it('compresses large API answers for clients that accept it', async () => {
    const upstream = await startEchoUpstream();
    const app = gateway({ apiUrl: upstream.url });

    const response = await app.inject({ url: '/api/large', headers: { 'accept-encoding': 'br' } });

    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString()).data).toContain('gold gold');
  });

  it('answers 502 with the error envelope when the API is down', async () => {
    const app = gateway({ apiUrl: await closedPortUrl() });

    const response = await app.inject({ url: '/api/wallet/balance' });

    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({
      success: false,
      errors: [{ code: 'API_UNAVAILABLE', message: expect.stringContaining('The API did not answer') }],
    });
  });
});

describe('/dev proxy (the dev mail outbox)', () => {
  it('is proxied outside production', async () => {
    const upstream = await startEchoUpstream();
    const app = gateway({ apiUrl: upstream.url, production: false });

    const response = await app.inject('/dev/mail.json');

    expect(response.statusCode).toBe(200);
    expect(upstream.seen.map((request) => request.url)).toEqual(['/dev/mail.json']);
  });

  it('does not reach the API in production', async () => {
    const upstream = await startEchoUpstream();
    const app = gateway({ apiUrl: upstream.url, production: true });

    const json = await app.inject('/dev/mail.json');
    const page = await app.inject({ url: '/dev/mail', headers: { accept: 'text/html' } });

    expect(json.statusCode).toBe(404);
    expect(page.statusCode).not.toBe(200);
    // The page navigation's maintenance check (pipeline/decideRedirect) may ask the API; /dev never goes.
    expect(upstream.seen.filter((request) => request.url.startsWith('/dev'))).toEqual([]);
  });
});
