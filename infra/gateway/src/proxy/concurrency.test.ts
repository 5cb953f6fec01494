import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildGateway } from '../server';
import { closeListening, gatewayConfig, removeTempDirs } from '../testing/fixtures';

const SLOW_MS = 300;
const CONCURRENT = 32;

/** An API whose every answer takes SLOW_MS, and which counts how many requests it holds at once. */
async function startSlowUpstream() {
  const state = { inFlight: 0, mostInFlight: 0 };
  const server = http.createServer((request, response) => {
    state.inFlight++;
    state.mostInFlight = Math.max(state.mostInFlight, state.inFlight);
    setTimeout(() => {
      state.inFlight--;
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ success: true, data: { url: request.url } }));
    }, SLOW_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const openServers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(openServers.splice(0).map((close) => close()));
  removeTempDirs();
});

describe('/api proxy under concurrency', () => {
  it(`answers ${CONCURRENT} slow API answers in about one answer's time, not one after another`, async () => {
    const upstream = await startSlowUpstream();
    openServers.push(upstream.close);
    const app = buildGateway(gatewayConfig({ apiUrl: upstream.url }));
    openServers.push(() => closeListening(app));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const burst = (tag: string) =>
      Promise.all(
        Array.from({ length: CONCURRENT }, (_, n) =>
          fetch(`${address}/api/private/auth/me?${tag}=${n}`, { headers: { authorization: 'Bearer t0k3n' } }),
        ),
      );
    // A first burst compiles the proxy's code path and opens its connections (on a busy machine that
    // alone can take longer than an answer): not what is measured.
    await burst('warm');
    upstream.state.mostInFlight = 0;

    const started = performance.now();
    const answers = await burst('n');
    const elapsed = performance.now() - started;

    expect(answers.map((answer) => answer.status)).toEqual(Array(CONCURRENT).fill(200));
    expect(upstream.state.mostInFlight).toBe(CONCURRENT);
    // One after another they would take CONCURRENT × SLOW_MS (9.6 s); eight answers' time leaves room
    // for a busy machine (the count above is what proves them concurrent).
    expect(elapsed).toBeLessThan(SLOW_MS * 8);
  });
});
