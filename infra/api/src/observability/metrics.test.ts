import { IN_MEMORY, openDatabase } from '../db/database';
import { runAdminCommand } from '../cli/adminCommands';
import { loadAdminConfig } from '../admin/config';
import { databaseTargets } from '../testing/databases';
import { useTestApi } from '../testing/harness';
import { observeDatabasePool } from './metrics';

const METRICS_TOKEN = 'prometheus-scrape-token-0123456789';

/** The value of one sample line of the Prometheus text (0 when absent). */
const sample = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.split(' ')[1] ?? 0,
  );

describe('GET /metrics on the API', () => {
  const api = useTestApi(databaseTargets[0]!, { config: { admin: loadAdminConfig({ METRICS_TOKEN }) } });
  const scrape = (authorization?: string) =>
    api.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers only the metrics token holder', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong-token-wrong-token-wrong')).statusCode).toBe(401);
    expect((await scrape(`Bearer ${METRICS_TOKEN}`)).statusCode).toBe(200);
  });

  it('counts requests and their latency by route pattern and status, in the Prometheus text format', async () => {
    const series =
      'http_request_duration_seconds_count{method="GET",route="/api/public/games/:gameCode",status_code="404"}';
    const before = sample((await scrape(`Bearer ${METRICS_TOKEN}`)).body, series);
    await api.app.inject({ method: 'GET', url: '/api/public/games/no_such_game' });
    await api.app.inject({ method: 'GET', url: '/api/public/games/another_missing' });
    const response = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(sample(response.body, series) - before).toBe(2);
    expect(response.body).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/public/games/:gameCode",status_code="404"}',
    );
    expect(response.body).toMatch(/^# TYPE api_throttle_refusals_total counter$/m);
    expect(response.body).toMatch(/^# TYPE portal_remote_failures_reported_total counter$/m);
    expect(response.body).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('counts ledger rows by currency and reason, and reports the database connections', async () => {
    const series = 'api_ledger_entries_total{currency="gold",reason="adjustment"}';
    const before = sample((await scrape(`Bearer ${METRICS_TOKEN}`)).body, series);
    const io = { out: () => undefined, err: () => undefined };
    await runAdminCommand(
      ['wallet', 'grant', 'demo@player.test', 'gold', '7', '--reason', 'metrics'],
      api.db,
      io,
    );
    const database = await openDatabase({ dataDir: IN_MEMORY });
    try {
      observeDatabasePool(() => ({ kind: database.kind, ...database.poolStats() }));
      const text = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
      expect(sample(text, series) - before).toBe(1);
      expect(sample(text, 'api_db_pool_connections{kind="pglite",state="total"}')).toBe(1);
      expect(sample(text, 'api_db_pool_connections{kind="pglite",state="idle"}')).toBe(1);
    } finally {
      await database.db.destroy();
    }
  });
});

describe('the API without METRICS_TOKEN', () => {
  const api = useTestApi(databaseTargets[0]!, { seed: false });
  it('does not serve /metrics', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
