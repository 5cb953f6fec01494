/**
 * Load figures, called by `npm run bench`:
 *   for (const table of await benchLoad()) printTable(table.title, table.headers, table.rows);
 * The production topology as processes (infra/scripts/topology): API replicas on PostgreSQL behind the
 * gateway, driven through the gateway by autocannon (a maintained HTTP load generator) for
 * LOAD_SECONDS (default 10) per scenario, with LOAD_CONNECTIONS (default 50) connections:
 *   - current user: GET /api/private/auth/me as the demo player (session lookup, user, wallet totals)
 *   - totals:       GET /api/private/wallet/totals
 *   - login:        POST /api/public/auth/login (a scrypt verify each; AUTH_SCRYPT_LOG_N applies)
 *   - write:        POST /api/public/feedback (one insert under the per-IP limit's lock)
 * once with one replica and once with two. Then the current user at a fixed rate of half what one
 * replica reached, for the latency goal (p99 < 50 ms). Needs DATABASE_URL (a PostgreSQL server; the
 * bench creates and drops a database of its own on it); without it the section says so and is skipped.
 */
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { authRoutes, encodePassword, helpApiRoutes, walletApiRoutes } from '@portal/contracts';
import { DEMO_PLAYERS } from '../../api/src/users/seed';
import { startReplicatedPortal } from '../topology/replicatedPortal';
import type { BenchTable } from './auth';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const HEADERS = ['scenario', 'replicas', 'req/s', 'p50', 'p99', 'errors / non-2xx', 'requests'];

interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Fewer connections for CPU-bound requests (scrypt). */
  connections?: number;
  /** Fixed requests per second (whole run), instead of as fast as possible. */
  rate?: number;
}

async function run(baseUrl: string, scenario: Scenario) {
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method ?? 'GET',
    body: scenario.body,
    headers: { 'content-type': 'application/json', ...scenario.headers },
    connections: scenario.connections ?? CONNECTIONS,
    duration: SECONDS,
    ...(scenario.rate ? { overallRate: scenario.rate } : {}),
  });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

async function signIn(baseUrl: string): Promise<string> {
  const player = DEMO_PLAYERS[0];
  const response = await fetch(`${baseUrl}${authRoutes.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: player.email, password: encodePassword(player.password) }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`demo sign-in failed (${response.status})`);
  return body.data.token;
}

export async function benchLoad(): Promise<BenchTable[]> {
  const databaseUrl = process.env.DATABASE_URL;
  const title = `Load through the gateway on PostgreSQL, autocannon ${CONNECTIONS} connections × ${SECONDS} s (${availableParallelism()} CPU cores; bench, gateway and replicas share them)`;
  if (!databaseUrl) {
    return [
      { title, headers: ['skipped'], rows: [['set DATABASE_URL to a PostgreSQL server to measure load']] },
    ];
  }
  const rows: string[][] = [];
  let oneReplicaMe = 0;
  for (const replicas of [1, 2]) {
    const portal = await startReplicatedPortal({
      databaseUrl,
      replicas,
      env: {
        NODE_ENV: 'development',
        LOG_LEVEL: 'error',
        FEEDBACK_RATE_LIMIT: '10000',
        AUTH_LOGIN_FAILURES_PER_IP: '10000',
        MONEY_WORKER: '0',
      },
      log: () => undefined,
    });
    try {
      const token = await signIn(portal.url);
      const player = DEMO_PLAYERS[0];
      const scenarios: Scenario[] = [
        { name: 'current user (/me)', path: authRoutes.me, headers: { authorization: `Bearer ${token}` } },
        {
          name: 'wallet totals',
          path: walletApiRoutes.totals,
          headers: { authorization: `Bearer ${token}` },
        },
        {
          name: 'login',
          path: authRoutes.login,
          method: 'POST',
          connections: 8,
          body: JSON.stringify({ email: player.email, password: encodePassword(player.password) }),
        },
        {
          name: 'write (feedback)',
          path: helpApiRoutes.feedback,
          method: 'POST',
          body: JSON.stringify({
            userId: null,
            type: 'user_feedback',
            value: { page: 'reward', description: 'load bench', email: 'load@example.com', isLogin: false },
          }),
        },
      ];
      for (const scenario of scenarios) {
        const measured = await run(portal.url, scenario);
        if (replicas === 1 && scenario.path === authRoutes.me) oneReplicaMe = measured.perSecond;
        rows.push([
          scenario.name,
          String(replicas),
          measured.perSecond.toFixed(0),
          `${measured.p50} ms`,
          `${measured.p99} ms`,
          String(measured.failures),
          String(measured.total),
        ]);
      }
      if (replicas === 1 && oneReplicaMe > 0) {
        const rate = Math.max(1, Math.floor(oneReplicaMe / 2));
        const measured = await run(portal.url, {
          name: 'me at half',
          path: authRoutes.me,
          headers: { authorization: `Bearer ${token}` },
          rate,
        });
        rows.push([
          `current user at ${rate} req/s (half)`,
          '1',
          measured.perSecond.toFixed(0),
          `${measured.p50} ms`,
          `${measured.p99} ms`,
          String(measured.failures),
          String(measured.total),
        ]);
      }
    } finally {
      await portal.stop();
    }
  }
  return [{ title, headers: HEADERS, rows }];
}

/** `tsx infra/scripts/bench/load.ts`: this section alone. */
if (require.main === module) {
  benchLoad().then(
    (tables) => {
      for (const table of tables) {
        console.log(`\n${table.title}`);
        console.log(table.headers.join(' | '));
        for (const row of table.rows) console.log(row.join(' | '));
      }
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
