/**
 * Accounts bench, called by `npm run bench`:
 *   const table = await benchAuth(); printTable(table.title, table.headers, table.rows);
 * Before and after the move to argon2id, on this machine:
 * 1. Password hash time: the median of BENCH_HASHES (default 7) hashes, scrypt at OWASP N=2^17, r=8,
 *    p=1 (before) and argon2id at the API's parameters, OWASP m=19 MiB, t=2, p=1 (after).
 * 2. Sign-ins per second: the real API (Fastify, in-process PGlite with the demo players) over HTTP on
 *    127.0.0.1, BENCH_LOGINS (default 24) successful logins, BENCH_LOGIN_CONCURRENCY (default 8) at a
 *    time, once with the demo player's stored hash in scrypt (before) and once in argon2id (after).
 *    The rehash at sign-in is what would turn the first into the second: here it is undone before each
 *    login of the "before" run, so each one verifies scrypt (and pays one argon2id rehash on top).
 */
import { availableParallelism } from 'node:os';
import { encodePassword } from '@portal/contracts';
import { buildApi } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { loadAuthConfig, OWASP_SCRYPT } from '../../api/src/auth/config';
import { hashPassword, hashPasswordScrypt } from '../../api/src/auth/password';
import { IN_MEMORY, openDatabase } from '../../api/src/db/database';
import { migrateToLatest, seedDemoData } from '../../api/src/domains';
import { DEMO_PLAYERS } from '../../api/src/auth/users/seed';

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

async function hashTimes(count: number, hash: (password: string) => Promise<string>) {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await hash(`bench-password-${index}`);
    times.push(performance.now() - started);
  }
  return median(times);
}

type StoredHash = 'scrypt' | 'argon2id';

async function loginThroughput(total: number, concurrency: number, stored: StoredHash) {
  const { db } = await openDatabase({ dataDir: IN_MEMORY });
  const app = await buildApi({
    db,
    // One account signing in many times at once is what the throttle exists to stop: its limits are
    // lifted here so the figure is the cost of verifying passwords, not of being refused.
    config: loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: IN_MEMORY,
      AUTH_LOGIN_FAILURES_PER_EMAIL: '100000',
      AUTH_LOGIN_FAILURES_PER_IP: '100000',
      AUTH_LOGIN_FAILURES_PER_EMAIL_IP: '100000',
    }),
  });
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/public/auth/login`;
    const player = DEMO_PLAYERS[0];
    const legacy = stored === 'scrypt' ? await hashPasswordScrypt(player.password, OWASP_SCRYPT) : null;
    // Every login of the "before" run finds the scrypt hash the accounts had before argon2id.
    const restoreLegacyHash = async () => {
      if (legacy)
        await db
          .updateTable('users')
          .set({ password_hash: legacy })
          .where('email_normalized', '=', player.email)
          .execute();
    };
    const body = JSON.stringify({ email: player.email, password: encodePassword(player.password) });
    const latencies: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < total) {
        next++;
        await restoreLegacyHash();
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
  const { argon2 } = loadAuthConfig(process.env, false);
  const scryptParams = `scrypt N=2^${OWASP_SCRYPT.logN} r=${OWASP_SCRYPT.r} p=${OWASP_SCRYPT.p}`;
  const argon2Params = `argon2id m=${argon2.memoryKiB / 1024} MiB t=${argon2.timeCost} p=${argon2.parallelism}`;
  const scryptMs = await hashTimes(hashes, (password) => hashPasswordScrypt(password, OWASP_SCRYPT));
  const argon2Ms = await hashTimes(hashes, (password) => hashPassword(password, argon2));
  const before = await loginThroughput(logins, concurrency, 'scrypt');
  const after = await loginThroughput(logins, concurrency, 'argon2id');
  const how = (login: { medianLatencyMs: number }) =>
    `${logins} successful logins over HTTP, ${concurrency} at a time, median ${Math.round(login.medianLatencyMs)} ms each`;
  return {
    title: `Accounts: password hashing and sign-in, before (scrypt) and after (argon2id), ${availableParallelism()} CPU cores`,
    headers: ['measure', 'value', 'how'],
    rows: [
      ['hash time before (median)', `${Math.round(scryptMs)} ms`, `${hashes} hashes, ${scryptParams}`],
      ['hash time after (median)', `${Math.round(argon2Ms)} ms`, `${hashes} hashes, ${argon2Params}`],
      [
        'sign-ins per second before',
        before.perSecond.toFixed(1),
        `${how(before)}; stored scrypt hash (+ its rehash)`,
      ],
      ['sign-ins per second after', after.perSecond.toFixed(1), `${how(after)}; stored argon2id hash`],
      ['hash parameters', argon2Params, 'stored with each hash ($argon2id$v=19$m=…,t=…,p=…$salt$hash)'],
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
