import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildGateway } from '../server';
import { closeListening, gatewayConfig, removeTempDirs } from '../testing/fixtures';

/** An API stand-in: public answers with an ETag, one that varies with credentials, one private. */
async function startApi() {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    seen.push(request.url ?? '');
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    if (request.url?.startsWith('/api/public/games'))
      Object.assign(headers, { 'cache-control': 'public, max-age=60', etag: '"games-1"' });
    if (request.url?.startsWith('/api/public/rewards'))
      Object.assign(headers, {
        'cache-control': 'public, max-age=5',
        etag: '"rewards-1"',
        vary: 'authorization, cookie',
      });
    response.writeHead(200, headers);
    response.end(JSON.stringify({ success: true, data: { url: request.url, answer: seen.length } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
  removeTempDirs();
});

async function portal() {
  const api = await startApi();
  const gateway = buildGateway(gatewayConfig({ apiUrl: api.url }));
  closing.push(api.close, () => closeListening(gateway));
  return {
    api,
    get: (url: string, headers: Record<string, string> = {}) =>
      gateway.inject({ method: 'GET', url, headers }),
  };
}

describe('public API answers kept by the gateway', () => {
  it('answers a repeated public read from memory, and 304 to a browser holding its ETag', async () => {
    const { api, get } = await portal();
    const first = await get('/api/public/games');
    const second = await get('/api/public/games');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers.etag).toBe('"games-1"');
    expect(second.headers['cache-control']).toBe('public, max-age=60');
    expect(api.seen.filter((url) => url === '/api/public/games')).toHaveLength(1);

    const revalidated = await get('/api/public/games', { 'if-none-match': '"games-1"' });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('keeps each query string apart', async () => {
    const { api, get } = await portal();
    await get('/api/public/games?status=beta');
    await get('/api/public/games?status=released');
    expect(api.seen).toEqual(['/api/public/games?status=beta', '/api/public/games?status=released']);
  });

  it('sends answers that vary with credentials to the API when the request carries them', async () => {
    const { api, get } = await portal();
    await get('/api/public/rewards');
    await get('/api/public/rewards');
    await get('/api/public/rewards', { cookie: 'portal_token=abc' });
    await get('/api/public/rewards', { authorization: 'Bearer t0k3n-t0k3n-t0k3n-t0k3n' });
    expect(api.seen).toHaveLength(3);
  });

  it('never keeps answers that are not public', async () => {
    const { api, get } = await portal();
    await get('/api/public/other');
    await get('/api/public/other');
    await get('/api/private/auth/me');
    await get('/api/private/auth/me');
    expect(api.seen).toHaveLength(4);
  });
});
