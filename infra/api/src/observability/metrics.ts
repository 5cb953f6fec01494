import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The API's Prometheus metrics, one registry per process (prom-client's model). Recording is a
 * counter increment or a histogram observation: nothing on the request path costs more.
 */
export const apiMetrics = new Registry();

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'API requests by route pattern, method and status; _count is the request count',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [apiMetrics],
});

export const throttleRefusals = new Counter({
  name: 'api_throttle_refusals_total',
  help: 'Requests refused with 429 by a rate limit or sign-in throttle, by route',
  labelNames: ['route'] as const,
  registers: [apiMetrics],
});

export const ledgerEntriesWritten = new Counter({
  name: 'api_ledger_entries_total',
  help: 'Ledger rows written, by currency and reason (a transaction that rolls back afterwards still counted)',
  labelNames: ['currency', 'reason'] as const,
  registers: [apiMetrics],
});

/** Browser-reported remote load and render failures (the telemetry endpoint increments it). */
export const remoteFailuresReported = new Counter({
  name: 'portal_remote_failures_reported_total',
  help: 'Remote (micro-frontend) load or render failures reported by browsers, by remote and kind',
  labelNames: ['remote', 'kind'] as const,
  registers: [apiMetrics],
});

/** What the database layer reports when scraped: connections of a PostgreSQL pool (PGlite: one). */
export interface DatabasePoolStats {
  kind: string;
  total: number;
  idle: number;
  waiting: number;
}

let poolStats: (() => DatabasePoolStats) | null = null;

/** The running process's database tells the pool gauge what it holds; read at scrape time only. */
export function observeDatabasePool(read: () => DatabasePoolStats): void {
  poolStats = read;
}

new Gauge({
  name: 'api_db_pool_connections',
  help: 'Database connections by state (total, idle, waiting clients) and kind (postgres, pglite)',
  labelNames: ['kind', 'state'] as const,
  registers: [apiMetrics],
  collect() {
    this.reset();
    const stats = poolStats?.();
    if (!stats) return;
    this.set({ kind: stats.kind, state: 'total' }, stats.total);
    this.set({ kind: stats.kind, state: 'idle' }, stats.idle);
    this.set({ kind: stats.kind, state: 'waiting' }, stats.waiting);
  },
});

let processMetrics = false;
/** CPU, memory, event loop lag and GC of this process (once per process). */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: apiMetrics });
}
