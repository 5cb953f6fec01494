/**
 * Money bench, called by `npm run bench`:
 *   const table = await benchMoney(); printTable(table.title, table.headers, table.rows);
 * The real API (Fastify) over HTTP on 127.0.0.1, on in-process PGlite, or on PostgreSQL when
 * BENCH_DATABASE_URL is set (in a schema of its own, dropped afterwards):
 *   1. spends per second on one wallet: gold transfers of 1 gold, all from the same player (they queue
 *      on the wallet's row lock, so this is the one-wallet ceiling);
 *   2. spends per second on 100 wallets: the same transfers spread over 100 players;
 *   3. requests per second of the per-page refresh (GET /api/private/wallet/refresh) and of the totals.
 * BENCH_MONEY_REQUESTS (default 400) requests per row, BENCH_MONEY_CONCURRENCY (default 16) at a time.
 * Afterwards every balance is checked against its ledger (the table says if one differs).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApi } from '../../api/src/app';
import { createAuthRepository } from '../../api/src/auth/repository';
import { createSessionService } from '../../api/src/auth/sessions';
import { loadConfig } from '../../api/src/config';
import { IN_MEMORY, openDatabase } from '../../api/src/db/database';
import { migrateToLatest, seedDemoData } from '../../api/src/domains';
import { findLedgerMismatches } from '../../api/src/money/ledger/invariants';
import { createUsersRepository } from '../../api/src/auth/users/repository';
import { adjustBalance } from '../../api/src/money/wallet/adjustments';

export interface BenchTable {
  title: string;
  headers: string[];
  rows: string[][];
}

const REQUESTS = Number(process.env.BENCH_MONEY_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_MONEY_CONCURRENCY ?? 16);
const WALLETS = 100;

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

interface Player {
  userId: number;
  token: string;
}

async function createPlayers(db: Db, count: number): Promise<Player[]> {
  const users = createUsersRepository(db);
  const sessions = createSessionService(createAuthRepository(db), 1);
  const players: Player[] = [];
  for (let index = 0; index < count; index++) {
    const user = await users.create({
      email: `bench-${index}-${randomBytes(3).toString('hex')}@money.bench`,
      emailVerified: true,
      passwordHash: null,
      language: 'en',
    });
    const { token } = await sessions.issue(user.id, { ip: null, userAgent: 'bench' });
    players.push({ userId: user.id, token });
  }
  return players;
}

/** Runs `total` requests, `concurrency` at a time; returns requests per second and the failures. */
async function measure(total: number, concurrency: number, send: (index: number) => Promise<Response>) {
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const response = await send(index);
      await response.arrayBuffer();
      if (!response.ok) failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: total / seconds, failures };
}

async function openBenchDatabase() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const { db } = await openDatabase({ dataDir: IN_MEMORY });
    return { db, kind: 'PGlite (in memory)', env: {}, close: () => db.destroy() };
  }
  const schema = `bench_money_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const { db } = await openDatabase({ databaseUrl: url, dataDir: IN_MEMORY, searchPath: schema });
  return {
    db,
    kind: 'PostgreSQL',
    env: { DATABASE_URL: url },
    async close() {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

export async function benchMoney(): Promise<BenchTable> {
  const database = await openBenchDatabase();
  const config = loadConfig({
    ...process.env,
    ...database.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: IN_MEMORY,
    MONEY_WORKER: '0',
  });
  const app = await buildApi({ db: database.db, config });
  try {
    await migrateToLatest(database.db);
    await seedDemoData(database.db);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const players = await createPlayers(database.db, WALLETS);
    for (const { userId } of players) {
      await adjustBalance(database.db, config.money, () => new Date(), {
        userId,
        currency: 'gold',
        amount: 1_000_000,
        memo: 'bench',
      });
    }
    const transfer = (player: Player) =>
      fetch(`${base}/api/private/transfers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ gameCode: 'moonlight_saga', gameAccountId: 'bench-hero', amount: 1 }),
      });
    const get = (path: string, player: Player) =>
      fetch(`${base}${path}`, { headers: { authorization: `Bearer ${player.token}` } });
    const first = players[0] as Player;

    const oneWallet = await measure(REQUESTS, CONCURRENCY, () => transfer(first));
    const manyWallets = await measure(REQUESTS, CONCURRENCY, (index) =>
      transfer(players[index % WALLETS] as Player),
    );
    const refresh = await measure(REQUESTS, CONCURRENCY, (index) =>
      get('/api/private/wallet/refresh', players[index % WALLETS] as Player),
    );
    const totals = await measure(REQUESTS, CONCURRENCY, (index) =>
      get('/api/private/wallet/totals', players[index % WALLETS] as Player),
    );
    const mismatches = await findLedgerMismatches(database.db);

    const row = (name: string, result: { perSecond: number; failures: number }, unit: string) => [
      name,
      `${result.perSecond.toFixed(0)} ${unit}`,
      String(REQUESTS),
      String(result.failures),
    ];
    return {
      title: `Money API over HTTP on ${database.kind}, ${CONCURRENCY} concurrent requests (ledger check: ${
        mismatches.length === 0 ? 'every balance equals its ledger sum' : `${mismatches.length} MISMATCHES`
      })`,
      headers: ['measure', 'rate', 'requests', 'failed'],
      rows: [
        row('spends (1-gold transfers) on one wallet', oneWallet, 'spends/s'),
        row(`spends (1-gold transfers) on ${WALLETS} wallets`, manyWallets, 'spends/s'),
        row('GET /api/private/wallet/refresh', refresh, 'req/s'),
        row('GET /api/private/wallet/totals', totals, 'req/s'),
      ],
    };
  } finally {
    await app.close();
    await database.close();
  }
}

if (require.main === module) {
  benchMoney().then(
    (table) => {
      console.log(table.title);
      console.log(table.headers.join(' | '));
      for (const row of table.rows) console.log(row.join(' | '));
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
