/**
 * Accounts bench (issue 3), called by `npm run bench`:
 *   const table = await benchAuth(); printTable(table.title, table.headers, table.rows);
 * 1. Password hash time: the median of BENCH_HASHES (default 7) scrypt hashes with the API's
 *    parameters (OWASP: N=2^17, r=8, p=1, unless AUTH_SCRYPT_LOG_N says otherwise).
 * 2. Sign-ins per second: the real API (Fastify, in-process PGlite with the demo players) over HTTP on
 *    127.0.0.1, BENCH_LOGINS (default 24) successful logins, BENCH_LOGIN_CONCURRENCY (default 8) at a
 *    time. Each one verifies a scrypt hash, so this is the hash cost spread over the CPU cores.
 */
import { availableParallelism } from 'node:os';
import { encodePassword } from '@portal/contracts';
import { buildApi } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { loadAuthConfig } from '../../api/src/auth/config';
import { hashPassword } from '../../api/src/auth/password';
import { IN_MEMORY, openDatabase } from '../../api/src/db/database';
import { migrateToLatest } from '../../api/src/db/migrate';
import { seedDemoData } from '../../api/src/db/seed';
import { DEMO_PLAYERS } from '../../api/src/users/seed';

export interface BenchTable {
  title: string;
  headers: string[];
  rows: string[][];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function hashTimes(count: number) {
  const { scrypt } = loadAuthConfig(process.env, false);
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await hashPassword(`bench-password-${index}`, scrypt);
    times.push(performance.now() - started);
  }
  return { scrypt, medianMs: median(times) };
}

async function loginThroughput(total: number, concurrency: number) {
  const { db } = await openDatabase({ dataDir: IN_MEMORY });
  const app = await buildApi({
    db,
    config: loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY }),
  });
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/public/auth/login`;
    const player = DEMO_PLAYERS[0];
    const body = JSON.stringify({ email: player.email, password: encodePassword(player.password) });
    const latencies: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < total) {
        next++;
        const started = performance.now();
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        if (response.status !== 200)
          throw new Error(`login answered ${response.status}: ${await response.text()}`);
        latencies.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    return { perSecond: total / seconds, medianLatencyMs: median(latencies) };
  } finally {
    await app.close();
    await db.destroy();
  }
}

export async function benchAuth(): Promise<BenchTable> {
  const hashes = Number(process.env.BENCH_HASHES ?? 7);
  const logins = Number(process.env.BENCH_LOGINS ?? 24);
  const concurrency = Number(process.env.BENCH_LOGIN_CONCURRENCY ?? 8);
  const hash = await hashTimes(hashes);
  const login = await loginThroughput(logins, concurrency);
  const params = `scrypt N=2^${hash.scrypt.logN} r=${hash.scrypt.r} p=${hash.scrypt.p}, 16-byte salt, 32-byte key`;
  return {
    title: `Accounts: password hashing and sign-in on this machine (${availableParallelism()} CPU cores)`,
    headers: ['measure', 'value', 'how'],
    rows: [
      ['password hash time (median)', `${Math.round(hash.medianMs)} ms`, `${hashes} hashes, ${params}`],
      [
        'logins per second',
        login.perSecond.toFixed(1),
        `${logins} successful logins over HTTP, ${concurrency} at a time, median ${Math.round(login.medianLatencyMs)} ms each`,
      ],
      ['hash parameters', params, 'stored with each hash (scrypt$ln=…,r=…,p=…$salt$key)'],
    ],
  };
}

// Alone: `npx tsx infra/scripts/bench/auth.ts`
if (require.main === module) {
  benchAuth()
    .then((table) => {
      console.log(table.title);
      for (const row of table.rows) console.log(`  ${row[0]}: ${row[1]} (${row[2]})`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
