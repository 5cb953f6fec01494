import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DeliveryRunSummary, DeliveryWorker } from '../delivery/worker';
import { inTransaction } from '../../db/transaction';
import type { TopupService } from '../topup/service';
import type { MoneyConfig } from '../wallet/config';
import { withWallet } from '../wallet/session';

export interface MoneyJobDeps {
  db: Kysely<Database>;
  config: MoneyConfig;
  clock: () => Date;
  topup: TopupService;
  worker: DeliveryWorker;
}

export interface MoneyJobsSummary {
  expiredOrders: number;
  expiredLots: number;
  settledVipCycles: number;
  deliveries: DeliveryRunSummary;
}

/**
 * The periodic money jobs, each idempotent (a second run finds nothing due): pending orders past
 * their expiry, bound gold lots past their end (expiry ledger rows), VIP cycles past downgradeAt
 * (downgrade or renewal), and the delivery outbox. Each player is settled in their own transaction
 * through the same wallet lock as every spend, so a job never races a player.
 */
export function createMoneyJobs({ db, config, clock, topup, worker }: MoneyJobDeps) {
  /** Opens (and so settles) the wallet of each player; returns what the openings settled. */
  async function settlePlayers(userIds: number[]) {
    let lots = 0;
    let cycles = 0;
    for (const userId of userIds) {
      const at = clock();
      const settled = await inTransaction(db, (trx) =>
        withWallet(trx, userId, at, config.vip, async (session) => session.settled),
      );
      lots += settled.lots;
      cycles += settled.cycles;
    }
    return { lots, cycles };
  }

  return {
    expireOrders: () => topup.expireDueOrders(),

    async expireBoundGold(): Promise<number> {
      const due = await db
        .selectFrom('bound_gold_lots')
        .select('user_id')
        .distinct()
        .where('remaining', '>', sql.lit(0)) // a literal, so the partial index applies
        .where('expires_at', '<=', clock())
        .execute();
      return (await settlePlayers(due.map((row) => row.user_id))).lots;
    },

    async settleVipCycles(): Promise<number> {
      const due = await db
        .selectFrom('vip_status')
        .innerJoin('vip_cycles', 'vip_cycles.id', 'vip_status.cycle_id')
        .select('vip_status.user_id')
        .where('vip_cycles.closed_at', 'is', null)
        .where('vip_cycles.downgrade_at', '<=', clock())
        .execute();
      return (await settlePlayers(due.map((row) => row.user_id))).cycles;
    },

    deliver: () => worker.drain(),

    async runAll(): Promise<MoneyJobsSummary> {
      const expiredOrders = await this.expireOrders();
      const expiredLots = await this.expireBoundGold();
      const settledVipCycles = await this.settleVipCycles();
      const deliveries = await this.deliver();
      return { expiredOrders, expiredLots, settledVipCycles, deliveries };
    },
  };
}
export type MoneyJobs = ReturnType<typeof createMoneyJobs>;
