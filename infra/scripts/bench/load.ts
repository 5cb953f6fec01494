/**
 * Load figures, called by `npm run bench`:
 *   for (const table of await benchLoad()) printTable(table.title, table.headers, table.rows);
 * The production topology as processes (infra/scripts/topology): API replicas on PostgreSQL behind the
 * gateway, driven by autocannon (a maintained HTTP load generator, in a worker thread of its own so
 * it does not share an event loop with the gateway, which runs in this process) for LOAD_SECONDS
 * (default 10) per scenario, with LOAD_CONNECTIONS (default 50) connections:
 *   - current user: GET /api/private/auth/me as the demo player (session lookup, user, wallet totals)
 *   - totals:       GET /api/private/wallet/totals
 *   - login:        POST /api/public/auth/login (an argon2id verify each), every connection as a
 *                   seeded bench player of its own (load/signInAsOwnPlayer.cjs): the sign-in throttle
 *                   keeps its production limits and, like real players, never sees one account twice
 *                   at once (it counts attempts in flight)
 *   - write:        POST /api/public/feedback (one insert under the per-IP limit's lock)
 * With one replica both against the API directly and through the gateway (what the proxy hop costs),
 * with two through the gateway. Then the current user at a fixed rate of half what one replica
 * reached, for the latency goal (p99 < 50 ms). Each row notes the 1-minute load average before it
 * (the machine is shared) and the CPU time per request of the API replicas, PostgreSQL and this
 * process (load/cpuShares.ts): what a request costs, which moves less with the neighbours than req/s.
 * Needs DATABASE_URL (a PostgreSQL server; the bench creates and drops a database of its own on it);
 * without it the section says so and is skipped.
 */
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  authEndpoints,
  encodePassword,
  endpointUrl,
  walletEndpoints,
  helpEndpoints,
} from '@portal/contracts';
import { OWASP_ARGON2 } from '../../api/src/auth/config';
import { hashPassword } from '../../api/src/auth/password';
import { openDatabase } from '../../api/src/db/database';
import { createUsersRepository } from '../../api/src/auth/users/repository';
import { DEMO_PLAYERS } from '../../api/src/auth/users/seed';
import { startReplicatedPortal } from '../topology/replicatedPortal';
import type { BenchTable } from './auth';
import { measureCpu, type CpuPerRequest } from './load/cpuShares';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
/** Sign-in is CPU-bound (argon2id): a few connections saturate a replica. */
const SIGN_IN_CONNECTIONS = 8;
const HEADERS = [
  'scenario',
  'replicas',
  'via',
  'req/s',
  'p50',
  'p99',
  'errors / non-2xx',
  'requests',
  'load avg',
  'CPU/request: API',
  'PostgreSQL',
  'gateway + load generator',
];
const SIGN_IN_CLIENT = path.join(__dirname, 'load', 'signInAsOwnPlayer.cjs');
const BENCH_PASSWORD = 'load-bench-1234';

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
  /** autocannon `setupClient` module (absolute path): per-connection bodies. */
  setupClient?: string;
}

/** Seconds of unrecorded /me load before a target's figures: a replica in service is warm. */
const WARM_UP_SECONDS = 3;

async function run(baseUrl: string, scenario: Scenario, seconds = SECONDS) {
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method ?? 'GET',
    body: scenario.body,
    headers: { 'content-type': 'application/json', ...scenario.headers },
    connections: scenario.connections ?? CONNECTIONS,
    duration: seconds,
    // One worker thread: the load generator off the event loop of the gateway in this process.
    workers: 1,
    // In workers mode autocannon takes a module path here (README, "workers"); its types know
    // only the in-process function form.
    ...(scenario.setupClient
      ? { setupClient: scenario.setupClient as unknown as autocannon.Options['setupClient'] }
      : {}),
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
  const response = await fetch(`${baseUrl}${endpointUrl(authEndpoints.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: player.email, password: encodePassword(player.password) }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`demo sign-in failed (${response.status})`);
  return body.data.token;
}

/**
 * Bench players for the sign-in scenario, one per connection, straight into the portal's database
 * through the users repository (registration mails a code). One argon2id hash serves them all: the
 * verify costs the same.
 */
async function seedSignInPlayers(databaseUrl: string, count: number): Promise<string[]> {
  const passwordHash = await hashPassword(BENCH_PASSWORD, OWASP_ARGON2);
  const { db } = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const users = createUsersRepository(db);
    const emails = Array.from({ length: count }, (_, index) => `load${index + 1}@bench.test`);
    for (const email of emails)
      await users.create({ email, emailVerified: true, passwordHash, language: 'en' });
    return emails;
  } finally {
    await db.destroy();
  }
}

const loadAverage = () => loadavg()[0]!.toFixed(1);

function row(
  name: string,
  replicas: number,
  via: string,
  measured: Awaited<ReturnType<typeof run>>,
  loadBefore: string,
  cpu: CpuPerRequest,
): string[] {
  return [
    name,
    String(replicas),
    via,
    measured.perSecond.toFixed(0),
    `${measured.p50} ms`,
    `${measured.p99} ms`,
    String(measured.failures),
    String(measured.total),
    loadBefore,
    cpu.api,
    cpu.postgres,
    cpu.gatewayAndLoadGenerator,
  ];
}

export async function benchLoad(): Promise<BenchTable[]> {
  const databaseUrl = process.env.DATABASE_URL;
  const title = `Load on PostgreSQL, autocannon ${CONNECTIONS} connections × ${SECONDS} s (${availableParallelism()} CPU cores; load generator, gateway and replicas share them, and the load average says what else ran)`;
  if (!databaseUrl) {
    return [
      { title, headers: ['skipped'], rows: [['set DATABASE_URL to a PostgreSQL server to measure load']] },
    ];
  }
  const rows: string[][] = [];
  const signInPlayers = SIGN_IN_CONNECTIONS;
  for (const replicas of [1, 2]) {
    const portal = await startReplicatedPortal({
      databaseUrl,
      replicas,
      env: {
        NODE_ENV: 'development',
        LOG_LEVEL: 'error',
        FEEDBACK_RATE_LIMIT: '10000',
        MONEY_WORKER: '0',
      },
      log: () => undefined,
    });
    try {
      const emails = await seedSignInPlayers(portal.databaseUrl, signInPlayers);
      process.env.LOAD_SIGN_IN_BODIES = JSON.stringify(
        emails.map((email) => JSON.stringify({ email, password: encodePassword(BENCH_PASSWORD) })),
      );
      const token = await signIn(portal.url);
      const me: Scenario = {
        name: 'current user (/me)',
        path: endpointUrl(authEndpoints.me),
        headers: { authorization: `Bearer ${token}` },
      };
      const scenarios: Scenario[] = [
        me,
        {
          name: 'wallet totals',
          path: endpointUrl(walletEndpoints.totals),
          headers: { authorization: `Bearer ${token}` },
        },
        {
          name: `login (${signInPlayers} players)`,
          path: endpointUrl(authEndpoints.login),
          method: 'POST',
          connections: SIGN_IN_CONNECTIONS,
          setupClient: SIGN_IN_CLIENT,
        },
        {
          name: 'write (feedback)',
          path: endpointUrl(helpEndpoints.sendFeedback),
          method: 'POST',
          body: JSON.stringify({
            userId: null,
            type: 'user_feedback',
            value: { page: 'reward', description: 'load bench', email: 'load@example.com', isLogin: false },
          }),
        },
      ];
      // One replica: straight at the API and through the gateway; two: through the gateway only.
      const targets =
        replicas === 1
          ? [
              { via: 'API', url: portal.replicas[0]!.url },
              { via: 'gateway', url: portal.url },
            ]
          : [{ via: 'gateway', url: portal.url }];
      const apiPids = portal.replicas.map((replica) => replica.pid);
      for (const target of targets) {
        // JIT, the pool's connections and their prepared statements: otherwise the first scenario
        // pays for them and a fresh process's first second lands in its p99.
        await run(target.url, me, WARM_UP_SECONDS);
        let meRate = 0;
        for (const scenario of scenarios) {
          const before = loadAverage();
          const cpu = measureCpu(apiPids);
          const measured = await run(target.url, scenario);
          if (scenario === me) meRate = measured.perSecond;
          rows.push(row(scenario.name, replicas, target.via, measured, before, cpu(measured.total)));
        }
        if (replicas === 1 && meRate > 0) {
          const rate = Math.max(1, Math.floor(meRate / 2));
          const before = loadAverage();
          const cpu = measureCpu(apiPids);
          const measured = await run(target.url, { ...me, rate });
          rows.push(
            row(
              `current user at ${rate} req/s (half)`,
              replicas,
              target.via,
              measured,
              before,
              cpu(measured.total),
            ),
          );
        }
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
