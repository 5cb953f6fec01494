import http from 'node:http';
import zlib from 'node:zlib';
import type { GatewayConfig } from '../config';
import { buildGateway } from '../server';
import { closeListening, gatewayConfig, removeTempDirs } from '../testing/fixtures';
import {
  closedPortUrl,
  startEchoUpstream as startUpstream,
  startUpstreamAnswering,
} from '../testing/upstream';

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

/** An API of the test's own on 127.0.0.1, closed after the test; its URL. */
async function listen(answer: http.RequestListener): Promise<string> {
  const api = await startUpstreamAnswering(answer);
  openServers.push(api.close);
  return api.url;
}

function gateway(overrides: Partial<GatewayConfig>) {
  const app = buildGateway(gatewayConfig(overrides));
  openServers.push(() => closeListening(app));
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

  it('sends a small API answer whole and uncompressed: compressing it would cost more than it saves', async () => {
    const body = JSON.stringify({ success: true, data: { id: 1, nickname: 'Ash' } });
    const api = await listen((_request, response) => {
      // As the API answers: its JSON with a content-length.
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
      });
      response.end(body);
    });
    const app = gateway({ apiUrl: api });

    const response = await app.inject({ url: '/api/me', headers: { 'accept-encoding': 'br, gzip' } });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(body.length));
    expect(response.body).toBe(body);
  });

  it('answers 502 when the API breaks off in the middle of an answer', async () => {
    const api = await listen((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"success":tr');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    const app = gateway({ apiUrl: api });

    const response = await app.inject('/api/me');

    expect(response.statusCode).toBe(502);
    expect(response.json().errors[0].code).toBe('API_UNAVAILABLE');
  });

  it('answers 502 with the error envelope when the API is down, naming nothing of the network', async () => {
    const apiUrl = await closedPortUrl();
    const app = gateway({ apiUrl });

    const response = await app.inject({ url: '/api/wallet/balance' });

    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({
      success: false,
      errors: [{ code: 'API_UNAVAILABLE', message: 'The API did not answer. Please try again in a moment.' }],
    });
    expect(response.body).not.toContain(new URL(apiUrl).port);
    expect(response.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
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

describe('/api proxy over several replicas (API_URLS)', () => {
  it('spreads requests round robin over the replicas', async () => {
    const [first, second] = [await startEchoUpstream(), await startEchoUpstream()];
    const app = gateway({ apiUrl: first.url, apiUrls: [first.url, second.url] });

    for (let i = 0; i < 4; i++) expect((await app.inject(`/api/me?n=${i}`)).statusCode).toBe(200);

    const served = (upstream: typeof first) =>
      upstream.seen.map((request) => request.url).filter((url) => url !== '/api/health');
    expect(served(first)).toEqual(['/api/me?n=0', '/api/me?n=2']);
    expect(served(second)).toEqual(['/api/me?n=1', '/api/me?n=3']);
  });

  it('sends a read a dead replica refused to a live one, and stops choosing the dead one', async () => {
    const live = await startEchoUpstream();
    const dead = await closedPortUrl();
    const app = gateway({ apiUrl: dead, apiUrls: [dead, live.url] });

    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await app.inject(`/api/me?n=${i}`));

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(live.seen.map((request) => request.url).filter((url) => url.startsWith('/api/me'))).toEqual([
      '/api/me?n=0',
      '/api/me?n=1',
      '/api/me?n=2',
    ]);
  });

  it('never sends a write twice: one refused by a dead replica is 502 at most once, then writes reach the live one', async () => {
    const live = await startEchoUpstream();
    const dead = await closedPortUrl();
    const app = gateway({ apiUrl: dead, apiUrls: [dead, live.url] });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const write = async (n: number) => {
      const response = await fetch(`${address}/api/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ n }),
      });
      return { n, status: response.status };
    };

    // Sequential: whether the first write meets the dead replica depends on the first health probe.
    const answers = [await write(1), await write(2), await write(3), await write(4)];

    const acknowledged = answers.filter((answer) => answer.status === 200).map(({ n }) => `{"n":${n}}`);
    expect(answers.filter((answer) => answer.status === 502).length).toBeLessThanOrEqual(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 502)).toBe(true);
    expect(live.seen.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual(
      acknowledged,
    );
    expect(answers.slice(1).map((answer) => answer.status)).toEqual([200, 200, 200]);
  });

  it('answers 502 when every replica is down', async () => {
    const app = gateway({
      apiUrl: await closedPortUrl(),
      apiUrls: [await closedPortUrl(), await closedPortUrl()],
    });

    const response = await app.inject('/api/me');

    expect(response.statusCode).toBe(502);
    expect(response.json().errors[0].code).toBe('API_UNAVAILABLE');
  });
});
