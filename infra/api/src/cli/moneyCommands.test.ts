import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { migrateToLatest, seedDemoData } from '../domains';
import { databaseTargets, type TestDatabase } from '../testing/databases';
import { testMoneyConfig } from '../money/wallet/testing';
import { runAdminCommand } from './adminCommands';
import { MONEY_USAGE, runMoneyCommand } from './moneyCommands';

const money = testMoneyConfig();

async function run(db: Kysely<Database>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runMoneyCommand(
    argv,
    db,
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    money,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe.each(databaseTargets)('admin CLI money commands on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
    await migrateToLatest(database.db);
    await seedDemoData(database.db);
  });
  afterAll(() => database.close());

  it('grants and revokes with a reason kept in the ledger, and lists the ledger', async () => {
    const granted = await run(
      database.db,
      'wallet',
      'grant',
      'rival@player.test',
      'points',
      '700',
      '--reason',
      'Support ticket #4411',
    );
    expect(granted.code).toBe(0);
    expect(granted.out).toMatch(/^Granted 700 points \(player \d+, admin:adj_/);
    expect(
      (await run(database.db, 'wallet', 'revoke', 'rival', 'points', '200', '--reason', 'Duplicate grant'))
        .code,
    ).toBe(0);

    const ledger = await run(database.db, 'wallet', 'ledger', 'rival', '--limit', '2');
    expect(ledger.code).toBe(0);
    const lines = ledger.out.split('\n');
    expect(lines[0]).toMatch(/points\s+-200 → \d+\s+adjustment\s+admin:adj_\S+ Duplicate grant$/);
    expect(lines[1]).toMatch(/points\s+700 → \d+\s+adjustment\s+admin:adj_\S+ Support ticket #4411$/);
    expect(lines[2]).toMatch(/^2 of \d+ entries$/);
  });

  it('refuses a revoke below zero (exit 1) and a grant without a reason (exit 2)', async () => {
    const refused = await run(
      database.db,
      'wallet',
      'revoke',
      'rival',
      'gold',
      '999999999',
      '--reason',
      'too much',
    );
    expect(refused).toMatchObject({ code: 1, err: 'Refused: Not enough Gold. (balances never go below 0)' });
    const noReason = await run(database.db, 'wallet', 'grant', 'rival', 'gold', '10');
    expect(noReason.code).toBe(2);
    expect(noReason.err).toContain('--reason <text> is required');
    expect((await run(database.db, 'wallet', 'grant', 'rival', 'diamonds', '10', '--reason', 'x')).code).toBe(
      2,
    );
    expect(
      (await run(database.db, 'wallet', 'grant', 'nobody', 'gold', '10', '--reason', 'x')).err,
    ).toContain('No player "nobody"');
  });

  it('shows a wallet and checks every balance against its ledger', async () => {
    const show = await run(database.db, 'wallet', 'show', 'demo');
    expect(show.code).toBe(0);
    expect(show.out).toMatch(/"totalGold":\d+/);
    expect(show.out).toMatch(/gold\s+\d+\s+expires never/);
    expect(show.out).toMatch(/VIP: \{"currentLevel":1/);
    expect(await run(database.db, 'wallet', 'check')).toMatchObject({
      code: 0,
      out: 'OK: every balance equals its ledger sum',
    });
  });

  it('runs the money jobs on demand, idempotently', async () => {
    const first = await run(database.db, 'jobs', 'run', 'all');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(
      /^all: \{"expiredOrders":\d+,"expiredLots":\d+,"settledVipCycles":\d+,"deliveries":/,
    );
    expect(await run(database.db, 'jobs', 'run', 'expiry')).toEqual({ code: 0, out: 'expiry: 0', err: '' });
    expect((await run(database.db, 'jobs', 'run', 'later')).code).toBe(2);
  });

  it('is reachable from the admin CLI and prints its help', async () => {
    const out: string[] = [];
    const code = await runAdminCommand(['wallet', 'help'], database.db, {
      out: (line) => out.push(line),
      err: () => {},
    });
    expect(code).toBe(0);
    expect(out.join('\n')).toBe(MONEY_USAGE);
  });
});
