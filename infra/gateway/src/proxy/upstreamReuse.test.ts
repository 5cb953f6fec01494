import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { registerApiProxy } from './apiProxy';
import { relayAnswerHeaders } from './proxyHeaders';
import { UpstreamPool } from './upstreamPool';
import { buildGateway } from '../server';
import { closeListening, gatewayConfig, removeTempDirs } from '../testing/fixtures';

const openServers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(openServers.splice(0).map((close) => close()));
  removeTempDirs();
});

/** An API that counts the connections it accepts and keeps the headers of each request. */
async function startCountingUpstream(
  answer: (request: http.IncomingMessage, response: http.ServerResponse) => void,
) {
  const state = { connections: 0, seen: [] as http.IncomingHttpHeaders[] };
  const server = http.createServer((request, response) => {
    state.seen.push(request.headers);
    answer(request, response);
  });
  server.on('connection', () => state.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  openServers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state };
}

const answerJson = (_request: http.IncomingMessage, response: http.ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end('{"success":true}');
};

describe('/api proxy connections to the API', () => {
  it('keeps its connections to the API alive: three bursts of 8 requests open 8 connections, not 24', async () => {
    const api = await startCountingUpstream(answerJson);
    const app = buildGateway(gatewayConfig({ apiUrl: api.url }));
    openServers.push(() => closeListening(app));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    for (let burst = 0; burst < 3; burst++) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(`${address}/api/private/auth/me`).then((answer) => answer.status),
        ),
      );
      expect(answers).toEqual(Array(8).fill(200));
    }

    expect(api.state.seen).toHaveLength(24);
    expect(api.state.connections).toBeLessThanOrEqual(8);
    // Nothing asks the API to close them either.
    expect(api.state.seen.filter((headers) => headers.connection === 'close')).toEqual([]);
  });
});

describe('/api proxy headers', () => {
  it("sends the API one x-request-id and x-forwarded-* of the gateway's own, whatever the caller sent", async () => {
    const api = await startCountingUpstream(answerJson);
    const app = buildGateway(gatewayConfig({ apiUrl: api.url }));
    openServers.push(() => closeListening(app));

    const response = await app.inject({
      url: '/api/private/auth/me',
      headers: {
        'x-request-id': 'not an id!',
        'x-forwarded-host': 'attacker.example',
        'x-forwarded-proto': 'https',
        host: 'portal.example',
        authorization: 'Bearer t0k3n',
      },
      remoteAddress: '203.0.113.9',
    });

    expect(response.statusCode).toBe(200);
    // The proxy's scope keeps the root's per-answer hooks, and only those.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    const [seen] = api.state.seen;
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen).toMatchObject({
      'x-request-id': id,
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'portal.example',
      host: new URL(api.url).host,
      authorization: 'Bearer t0k3n',
    });
    // A request without a body goes without a body's framing.
    expect(seen!['content-length']).toBeUndefined();
    expect(seen!['transfer-encoding']).toBeUndefined();
  });

  it("relays a repeated answer header whole and the API's connection headers not at all", async () => {
    const api = await startCountingUpstream((_request, response) => {
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.setHeader('link', ['</a.js>; rel=preload', '</b.js>; rel=preload']);
      response.setHeader('set-cookie', ['portal_token=abc; HttpOnly', 'portal_csrf=def']);
      response.setHeader('keep-alive', 'timeout=7');
      response.end('{"success":true}');
    });
    const app = Fastify();
    await registerApiProxy(app, { upstreams: new UpstreamPool({ urls: [api.url] }), exposeDevRoutes: false });
    openServers.push(() => closeListening(app));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const response = await fetch(`${address}/api/links`);

    expect(response.status).toBe(200);
    expect(response.headers.get('link')).toBe('</a.js>; rel=preload, </b.js>; rel=preload');
    expect(response.headers.getSetCookie()).toEqual(['portal_token=abc; HttpOnly', 'portal_csrf=def']);
    expect(response.headers.get('keep-alive')).not.toBe('timeout=7');
    expect(await response.json()).toEqual({ success: true });
  });

  it('reads the length of an answer from its raw headers, and no length from a repeated one', () => {
    const relayed: [string, unknown][] = [];
    const reply = { header: (name: string, value: unknown) => relayed.push([name, value]) };
    const raw = (...pairs: string[]) => pairs.map((part) => Buffer.from(part, 'latin1'));

    expect(relayAnswerHeaders(raw('Content-Length', '17', 'Content-Type', 'application/json'), reply)).toBe(
      17,
    );
    expect(relayed).toEqual([
      ['content-length', '17'],
      ['content-type', 'application/json'],
    ]);
    expect(relayAnswerHeaders(raw('content-length', '3', 'content-length', '4'), reply)).toBeNaN();
    relayed.length = 0;
    expect(relayAnswerHeaders(raw('Connection', 'x-hop', 'X-Hop', 'secret'), reply)).toBeNaN();
    expect(relayed).toEqual([]);
  });
});
