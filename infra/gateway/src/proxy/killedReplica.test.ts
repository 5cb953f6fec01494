/**
 * An API replica killed (SIGKILL, a process of its own) while a request is in flight on it: the
 * caller gets the gateway's 502 error, never a hung or reset connection, and the next request goes
 * to the replica still alive.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { buildGateway } from '../server';
import { closeListening, gatewayConfig, removeTempDirs } from '../testing/fixtures';
import { startEchoUpstream } from '../testing/upstream';

const openServers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(openServers.splice(0).map((close) => close()));
  removeTempDirs();
});

/**
 * A replica that passes its health probes, and reads any other request whole, says so on its stdout
 * and never answers (`/api/half` first sends its headers and part of its body): the test kills it
 * at that moment.
 */
const MORTAL_API = `
const server = require('node:http').createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    if (request.url === '/api/health') return response.end('{"success":true}');
    if (request.url.startsWith('/api/half')) {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"success":tr');
    }
    process.stdout.write('in flight\\n');
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write('listening ' + server.address().port + '\\n'));
`;

async function startMortalUpstream(): Promise<{ url: string; exited: Promise<unknown[]> }> {
  const child = spawn(process.execPath, ['-e', MORTAL_API], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  openServers.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  });
  child.stdout!.setEncoding('utf8');
  const [line] = (await once(child.stdout!, 'data')) as [string];
  const port = /listening (\d+)/.exec(line)?.[1];
  if (!port) throw new Error(`the mortal API did not start: ${line}`);
  // It dies the moment a request is in flight on it.
  child.stdout!.on('data', (chunk: string) => {
    if (chunk.includes('in flight')) child.kill('SIGKILL');
  });
  return { url: `http://127.0.0.1:${port}`, exited };
}

/** The gateway over a replica that dies first and one that lives, listening on 127.0.0.1. */
async function gatewayOverDyingReplica() {
  const mortal = await startMortalUpstream();
  const live = await startEchoUpstream();
  openServers.push(live.close);
  // The first request goes to the first replica of the list (round robin), the mortal one.
  const app = buildGateway(gatewayConfig({ apiUrl: mortal.url, apiUrls: [mortal.url, live.url] }));
  openServers.push(() => closeListening(app));
  return { address: await app.listen({ port: 0, host: '127.0.0.1' }), mortal, live };
}

const API_UNAVAILABLE = {
  success: false,
  errors: [{ code: 'API_UNAVAILABLE', message: 'The API did not answer. Please try again in a moment.' }],
};

describe('/api proxy when a replica is killed mid-request', () => {
  it.each([
    ['a write whose body the replica read', 'POST', '/api/feedback', '{"description":"lost?"}'],
    ['a read that reached the replica', 'GET', '/api/auth/me', undefined],
    ['an answer broken off after its headers', 'GET', '/api/half', undefined],
  ])(
    'answers %s 502 with the error envelope, then sends to the live replica',
    async (_, method, path, body) => {
      const { address, mortal, live } = await gatewayOverDyingReplica();
      const send = () =>
        fetch(`${address}${path}`, {
          method,
          headers: body ? { 'content-type': 'application/json' } : undefined,
          body,
          signal: AbortSignal.timeout(10_000),
        });

      const inFlight = await send();

      expect(inFlight.status).toBe(502);
      expect(inFlight.headers.get('cache-control')).toBe('no-store');
      expect(await inFlight.json()).toEqual(API_UNAVAILABLE);
      expect(await mortal.exited).toEqual([null, 'SIGKILL']);
      // It reached the dead replica: neither sent again nor seen by the live one.
      expect(live.seen.filter((request) => request.url === path)).toEqual([]);

      const next = await send();
      expect(next.status).toBe(200);
      // Read whole: an unread answer keeps its connection busy, and the gateway's close waits for it.
      await next.arrayBuffer();
      expect(live.seen.filter((request) => request.url === path)).toHaveLength(1);
    },
  );
});
