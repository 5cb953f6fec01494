import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamPool } from './upstreamPool';

/** A replica whose /api/health answers what `status` says at the moment of the probe. */
async function startReplica() {
  const state = { status: 200 };
  const server = http.createServer((request, response) => {
    response.writeHead(request.url === '/api/health' ? state.status : 404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const replicas: Awaited<ReturnType<typeof startReplica>>[] = [];
afterEach(async () => {
  await Promise.all(replicas.splice(0).map((replica) => replica.close()));
});

async function twoReplicas() {
  replicas.push(await startReplica(), await startReplica());
  return replicas as [Awaited<ReturnType<typeof startReplica>>, Awaited<ReturnType<typeof startReplica>>];
}

describe('UpstreamPool', () => {
  it('takes a replica whose health probe fails out of rotation and brings it back when it passes', async () => {
    const [a, b] = await twoReplicas();
    const changes: string[] = [];
    const pool = new UpstreamPool({
      urls: [a.url, b.url],
      onChange: (url, healthy) => changes.push(`${url === a.url ? 'a' : 'b'} ${healthy ? 'up' : 'down'}`),
    });

    b.state.status = 503;
    await pool.probeAll();
    expect(pool.healthy()).toEqual([a.url, b.url]); // one failed probe is not enough
    await pool.probeAll();
    expect(pool.healthy()).toEqual([a.url]);
    expect([pool.pick(), pool.pick(), pool.pick()]).toEqual([a.url, a.url, a.url]);

    b.state.status = 200;
    await pool.probeAll();
    expect(pool.healthy()).toEqual([a.url, b.url]);
    expect(new Set([pool.pick(), pool.pick()])).toEqual(new Set([a.url, b.url]));
    expect(changes).toEqual(['b down', 'b up']);
  });

  it('takes a replica that stopped listening out at the first probe', async () => {
    const [a, b] = await twoReplicas();
    const pool = new UpstreamPool({ urls: [a.url, b.url] });

    await a.close();
    replicas.shift();
    await pool.probeAll();

    expect(pool.healthy()).toEqual([b.url]);
  });

  it('counts probes slower than the timeout as failures', async () => {
    const [a] = await twoReplicas();
    const hung = http.createServer(() => undefined);
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const hungUrl = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
    const pool = new UpstreamPool({ urls: [a.url, hungUrl], probeTimeoutMs: 200 });

    await pool.probeAll();
    await pool.probeAll();
    hung.closeAllConnections();
    hung.close();

    expect(pool.healthy()).toEqual([a.url]);
  });

  it('still picks among all replicas when none is healthy, and never the one a retry avoids when another exists', () => {
    const pool = new UpstreamPool({ urls: ['http://127.0.0.1:1', 'http://127.0.0.1:2'] });
    pool.markDown('http://127.0.0.1:1', 'refused');
    pool.markDown('http://127.0.0.1:2', 'refused');

    expect(new Set([pool.pick(), pool.pick()])).toEqual(
      new Set(['http://127.0.0.1:1', 'http://127.0.0.1:2']),
    );
    expect(pool.pick('http://127.0.0.1:1')).toBe('http://127.0.0.1:2');
  });
});
