import { createHash } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import Fastify from 'fastify';
import { registerApiProxy } from './apiProxy';
import { UpstreamPool } from './upstreamPool';
import { closeListening } from '../testing/fixtures';
import { startUpstreamAnswering } from '../testing/upstream';

const openServers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(openServers.splice(0).map((close) => close()));
});

/** An API of the test's own on 127.0.0.1, closed after the test; its URL. */
async function listen(answer: http.RequestListener): Promise<string> {
  const api = await startUpstreamAnswering(answer);
  openServers.push(api.close);
  return api.url;
}

/** The proxy alone in front of `apiUrl`, listening on 127.0.0.1; its URL. */
async function proxyTo(apiUrl: string, timeouts?: { headersMs: number; bodyMs: number }): Promise<string> {
  const app = Fastify();
  await registerApiProxy(app, {
    upstreams: new UpstreamPool({ urls: [apiUrl] }),
    exposeDevRoutes: false,
    timeouts,
  });
  openServers.push(() => closeListening(app));
  return app.listen({ port: 0, host: '127.0.0.1' });
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('/api proxy forwarding', () => {
  it('answers 504 with the error envelope when the API does not answer in time', async () => {
    const api = await listen(() => {
      // Never answers.
    });
    const gateway = await proxyTo(api, { headersMs: 200, bodyMs: 200 });

    const response = await fetch(`${gateway}/api/slow`);

    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      success: false,
      errors: [{ code: 'API_UNAVAILABLE', message: 'The API did not answer. Please try again in a moment.' }],
    });
  });

  it("passes neither side's connection headers on, nor the headers a Connection header names", async () => {
    let seen: http.IncomingHttpHeaders = {};
    const api = await listen((request, response) => {
      seen = request.headers;
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': 2,
        connection: 'x-api-hop',
        'x-api-hop': 'for the gateway only',
      });
      response.end('{}');
    });
    const gateway = await proxyTo(api);

    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request(`${gateway}/api/me`, {
        headers: {
          connection: 'keep-alive, x-client-hop',
          'x-client-hop': 'for the gateway only',
          'x-kept': 'yes',
        },
      });
      request.once('response', resolve).once('error', reject).end();
    });
    answer.resume();

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-api-hop']).toBeUndefined();
    expect(seen['x-client-hop']).toBeUndefined();
    expect(seen['x-kept']).toBe('yes');
    expect(seen.host).toBe(new URL(api).host);
  });

  it("ends the API's request when the caller hangs up in the middle of an upload", async () => {
    let apiRequestEnded: (how: string) => void = () => {};
    const ended = new Promise<string>((resolve) => (apiRequestEnded = resolve));
    const api = await listen((request) => {
      request.resume();
      request.once('close', () => apiRequestEnded(request.complete ? 'complete' : 'cut off'));
    });
    const gateway = new URL(await proxyTo(api));

    const caller = net.connect(Number(gateway.port), '127.0.0.1');
    await new Promise((resolve) => caller.once('connect', resolve));
    caller.write(
      'POST /api/upload HTTP/1.1\r\nHost: portal.example\r\ncontent-type: application/octet-stream\r\n' +
        'content-length: 100\r\n\r\nten bytes.',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    caller.destroy();

    const stillWaiting = new Promise<string>((resolve) =>
      setTimeout(() => resolve('still waiting'), 5000).unref(),
    );
    expect(await Promise.race([ended, stillWaiting])).toBe('cut off');
  });

  it("stops reading the API's streamed answer when the caller hangs up in the middle of it", async () => {
    let apiAnswerEnded: (how: string) => void = () => {};
    const ended = new Promise<string>((resolve) => (apiAnswerEnded = resolve));
    const api = await listen((_request, response) => {
      // An unsized answer that never ends on its own: only the gateway letting go closes it.
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: first\n\n');
      response.once('close', () => apiAnswerEnded(response.writableFinished ? 'finished' : 'cut off'));
    });
    const gateway = new URL(await proxyTo(api));

    const caller = net.connect(Number(gateway.port), '127.0.0.1');
    const firstChunk = new Promise((resolve) => caller.once('data', resolve));
    caller.write('GET /api/events HTTP/1.1\r\nHost: portal.example\r\n\r\n');
    await firstChunk;
    caller.destroy();

    const stillWaiting = new Promise<string>((resolve) =>
      setTimeout(() => resolve('still waiting'), 5000).unref(),
    );
    expect(await Promise.race([ended, stillWaiting])).toBe('cut off');
  });

  it('streams a large upload and a large answer through whole, and keeps every Set-Cookie', async () => {
    const upload = Buffer.alloc(2 * 1024 * 1024, 'upload ');
    const download = Buffer.alloc(300 * 1024, 'answer ');
    let received = Buffer.alloc(0);
    const api = await listen((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received = Buffer.concat(chunks);
        response.writeHead(201, {
          'content-type': 'application/octet-stream',
          'set-cookie': ['portal_token=abc; HttpOnly', 'portal_csrf=def'],
        });
        response.end(download);
      });
    });
    const gateway = await proxyTo(api);

    const response = await fetch(`${gateway}/api/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      // A stream: the upload goes chunked, with no length known beforehand.
      body: new Blob([upload]).stream(),
      duplex: 'half',
    } as RequestInit);

    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(['portal_token=abc; HttpOnly', 'portal_csrf=def']);
    expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(sha256(download));
    expect(sha256(received)).toBe(sha256(upload));
  });
});
