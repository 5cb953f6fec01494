import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import {
  describeOnPostgres,
  NEEDS_POSTGRES,
  openReplicaDatabases,
  type ReplicaDatabases,
} from '../../testing/replicas';
import { adjustBalance } from '../wallet/adjustments';
import { createMoneyServices } from '../index';
import { createTestPlayer, expectLedgerConsistent, testMoneyConfig } from '../wallet/testing';
import { advisoryJobLock } from './jobLock';
import { createMoneyJobRunner } from './scheduler';

const money = testMoneyConfig();

describeOnPostgres(`periodic jobs on two API replicas${NEEDS_POSTGRES}`, () => {
  let databases: ReplicaDatabases;
  let now = new Date();
  const clock = () => now;
  const replica = (db: Kysely<Database>) => {
    const services = createMoneyServices({ db, config: money, clock });
    return createMoneyJobRunner(services.jobs, services.worker, advisoryJobLock(db));
  };

  beforeAll(async () => {
    databases = await openReplicaDatabases(2);
  });
  afterAll(async () => {
    await databases?.close();
  });

  it('a run started on both replicas at once does its work once', async () => {
    const [first, second] = databases.replicas as [Kysely<Database>, Kysely<Database>];
    const players = [];
    now = new Date('2025-06-01T00:00:00Z');
    for (let i = 0; i < 6; i++) {
      const player = await createTestPlayer(first, 'expiry');
      await adjustBalance(first, money, clock, {
        userId: player.userId,
        currency: 'bound_gold',
        amount: 70,
        memo: 'grant',
      });
      players.push(player);
    }
    now = new Date('2027-01-01T00:00:00Z');

    const runs = await Promise.all([replica(first).expiryAndVip(), replica(second).expiryAndVip()]);

    const expired = runs.reduce((sum, run) => sum + (run.ran ? run.result.expiredLots : 0), 0);
    expect(expired).toBe(players.length);
    for (const { userId } of players) {
      const expiries = await second
        .selectFrom('ledger_entries')
        .select('amount')
        .where('user_id', '=', userId)
        .where('reason', '=', 'expiry')
        .execute();
      expect(expiries).toEqual([{ amount: -70 }]);
      await expectLedgerConsistent(second, userId);
    }
  });

  it('a replica whose tick finds the job running elsewhere skips it; the next tick runs', async () => {
    const [first, second] = databases.replicas as [Kysely<Database>, Kysely<Database>];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const running = new Promise<void>((resolve) => (entered = resolve));

    const long = advisoryJobLock(first).run('expiry and VIP', async () => {
      entered();
      await held;
      return 'done on the first replica';
    });
    await running;
    const skipped = await replica(second).expiryAndVip();
    release();

    expect(skipped).toEqual({ ran: false });
    expect(await long).toEqual({ ran: true, result: 'done on the first replica' });
    expect((await replica(second).expiryAndVip()).ran).toBe(true);
  });
});
