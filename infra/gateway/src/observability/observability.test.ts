import { REQUEST_ID_HEADER } from '@portal/contracts';
import type { GatewayConfig } from '../config';
import { buildSnapshot } from '../registry/liveRegistry';
import { emptyDeployRegistry } from '@portal/routes/registry';
import { buildGateway } from '../server';
import { gatewayConfig, removeTempDirs } from '../testing/fixtures';
import { startEchoUpstream } from '../testing/upstream';
import { countRemoteDeploys, createGatewayMetrics } from './metrics';

const METRICS_TOKEN = 'gateway-scrape-token-0123456789';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  removeTempDirs();
});

async function gatewayWithLog(overrides: Partial<GatewayConfig> = {}) {
  const upstream = await startEchoUpstream();
  closers.push(upstream.close);
  const lines: string[] = [];
  const app = buildGateway(
    gatewayConfig({
      apiUrl: upstream.url,
      logLevel: 'trace',
      logDestination: { write: (line) => void lines.push(line) },
      ...overrides,
    }),
  );
  closers.push(() => app.close());
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, upstream, lines, entries };
}

describe('request ids', () => {
  it('gives each request an id, sends it to the API, answers it and logs it', async () => {
    const { app, upstream, entries } = await gatewayWithLog();
    const response = await app.inject({ method: 'GET', url: '/api/public/games' });
    const id = response.headers[REQUEST_ID_HEADER];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstream.seen[0]?.headers[REQUEST_ID_HEADER]).toBe(id);
    expect(
      entries()
        .filter((entry) => entry.reqId === id)
        .map((entry) => entry.msg),
    ).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('keeps a well-formed id from a proxy in front and replaces one that is not', async () => {
    const { app, upstream } = await gatewayWithLog();
    const kept = await app.inject({
      method: 'GET',
      url: '/api/x',
      headers: { [REQUEST_ID_HEADER]: 'cdn-req-0001' },
    });
    expect(kept.headers[REQUEST_ID_HEADER]).toBe('cdn-req-0001');
    expect(upstream.seen[0]?.headers[REQUEST_ID_HEADER]).toBe('cdn-req-0001');
    const replaced = await app.inject({
      method: 'GET',
      url: '/api/x',
      headers: { [REQUEST_ID_HEADER]: 'a b' },
    });
    expect(replaced.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the gateway log', () => {
  it('never shows a reset link’s token, a session cookie or a bearer token, at trace level', async () => {
    const { app, lines } = await gatewayWithLog();
    const secret = 'Zk3-reset-token-value-0123456789abcdef012';
    await app.inject({
      method: 'GET',
      url: `/reset-password?token=${secret}`,
      headers: { accept: 'text/html', cookie: `portal_token=${secret}`, authorization: `Bearer ${secret}` },
    });
    await app.inject({
      method: 'POST',
      url: `/api/public/auth/reset-password?token=${secret}`,
      payload: { token: secret },
    });
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join('')).toContain('/reset-password?token=[redacted]');
    expect(lines.join('')).not.toContain(secret);
  });
});

describe('GET /metrics on the gateway', () => {
  it('is not served without METRICS_TOKEN', async () => {
    const { app } = await gatewayWithLog({ logLevel: undefined });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.headers['content-type']).not.toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('answers the token holder in the Prometheus text format: requests by route and status, upstreams', async () => {
    const { app } = await gatewayWithLog({ logLevel: undefined, metricsToken: METRICS_TOKEN });
    await app.inject({ method: 'GET', url: '/api/public/games' });
    await app.inject({ method: 'GET', url: '/api/public/games' });
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/\*",status_code="200"\} 2$/m,
    );
    expect(response.body).toMatch(/^gateway_api_upstreams\{state="(up|down)"\} \d$/m);
    expect(response.body).toMatch(/^# TYPE gateway_remote_deploys_total counter$/m);
  });

  it('counts a remote deploy when the live version of a remote changes', async () => {
    const metrics = createGatewayMetrics();
    const snapshot = (version: string) =>
      buildSnapshot(
        '/deploy',
        emptyDeployRegistry(),
        { 'mf-help': `https://cdn.example/mf-help/${version}/mf-manifest.json` },
        version,
      );
    countRemoteDeploys(metrics, snapshot('1.0.0'), snapshot('1.0.0'));
    countRemoteDeploys(metrics, snapshot('1.0.0'), snapshot('1.1.0'));
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^gateway_remote_deploys_total\{remote="mf-help"\} 1$/m);
  });
});
