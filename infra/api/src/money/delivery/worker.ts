import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { TransferService } from '../transfer/service';
import type { MoneyConfig } from '../wallet/config';
import { unixSeconds } from '../../lib/time';
import type { DeliveryAdapters, DeliveryResult } from './adapter';

export interface DeliveryWorkerDeps {
  db: Kysely<Database>;
  config: MoneyConfig['delivery'];
  clock: () => Date;
  adapters: DeliveryAdapters;
  transfers: TransferService;
}

export interface DeliveryRunSummary {
  delivered: number;
  retrying: number;
  failed: number;
}

/** Wait before attempt n + 1 after n failures: backoff × 2^(n-1), capped. */
export const retryDelaySeconds = (
  attempts: number,
  config: Pick<MoneyConfig['delivery'], 'backoffSeconds' | 'maxBackoffSeconds'>,
) => Math.min(config.maxBackoffSeconds, config.backoffSeconds * 2 ** Math.max(0, attempts - 1));

const BATCH = 20;

/**
 * The outbox worker. A run claims the due rows (FOR UPDATE SKIP LOCKED, so several API processes can
 * run it; a lease covers the call to the game), calls each game's adapter outside any transaction,
 * then settles each row in its own transaction: delivered; or retried later with backoff; or, after
 * the last attempt or a final refusal, the transfer fails and is refunded exactly once.
 */
export function createDeliveryWorker({ db, config, clock, adapters, transfers }: DeliveryWorkerDeps) {
  const leaseMs = config.timeoutMs + 30_000;

  async function claim() {
    const at = clock();
    return inTransaction(db, async (trx) => {
      const due = await trx
        .selectFrom('delivery_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length === 0) return [];
      return trx
        .updateTable('delivery_outbox')
        .set((eb) => ({
          locked_until: new Date(at.getTime() + leaseMs),
          attempts: eb('attempts', '+', 1),
          updated_at: at,
        }))
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .returning(['id', 'transfer_id', 'game_code', 'attempts'])
        .execute();
    });
  }

  async function settle(outboxId: number, transferId: string, attempts: number, result: DeliveryResult) {
    const at = clock();
    return inTransaction(db, async (trx) => {
      const row = await trx
        .selectFrom('delivery_outbox')
        .select('status')
        .where('id', '=', outboxId)
        .forUpdate()
        .executeTakeFirst();
      if (row?.status !== 'pending') return 'skipped' as const;
      if (result.ok) {
        await trx
          .updateTable('delivery_outbox')
          .set({ status: 'delivered', locked_until: null, last_error: null, updated_at: at })
          .where('id', '=', outboxId)
          .execute();
        await transfers.markDelivered(trx, transferId, at);
        return 'delivered' as const;
      }
      if (!result.retryable || attempts >= config.maxAttempts) {
        await trx
          .updateTable('delivery_outbox')
          .set({
            status: 'failed',
            locked_until: null,
            last_error: result.error.slice(0, 500),
            updated_at: at,
          })
          .where('id', '=', outboxId)
          .execute();
        const why = result.retryable
          ? `gave up after ${attempts} attempts: ${result.error}`
          : `refused: ${result.error}`;
        await transfers.failAndRefund(trx, transferId, why, at);
        return 'failed' as const;
      }
      await trx
        .updateTable('delivery_outbox')
        .set({
          locked_until: null,
          last_error: result.error.slice(0, 500),
          next_attempt_at: new Date(at.getTime() + retryDelaySeconds(attempts, config) * 1000),
          updated_at: at,
        })
        .where('id', '=', outboxId)
        .execute();
      return 'retrying' as const;
    });
  }

  return {
    /** Delivers what is due now; returns what happened. */
    async runOnce(): Promise<DeliveryRunSummary> {
      const summary: DeliveryRunSummary = { delivered: 0, retrying: 0, failed: 0 };
      const claimed = await claim();
      await Promise.all(
        claimed.map(async (row) => {
          const transfer = await db
            .selectFrom('game_transfers')
            .select(['id', 'user_id', 'game_code', 'game_account_id', 'amount', 'created_at'])
            .where('id', '=', row.transfer_id)
            .executeTakeFirstOrThrow();
          const adapter = adapters.for(row.game_code);
          let result: DeliveryResult;
          try {
            result = adapter
              ? await adapter.deliver({
                  transferId: transfer.id,
                  gameCode: transfer.game_code,
                  gameAccountId: transfer.game_account_id,
                  amount: transfer.amount,
                  userId: transfer.user_id,
                  createdAt: unixSeconds(transfer.created_at),
                })
              : { ok: false, retryable: false, error: 'the game has no delivery adapter' };
          } catch (error) {
            result = {
              ok: false,
              retryable: true,
              error: error instanceof Error ? error.message : String(error),
            };
          }
          const outcome = await settle(row.id, row.transfer_id, row.attempts, result);
          if (outcome !== 'skipped') summary[outcome]++;
        }),
      );
      return summary;
    },

    /** Runs until nothing is due now (the CLI's `jobs run deliveries`); retries scheduled later wait. */
    async drain(): Promise<DeliveryRunSummary> {
      const total: DeliveryRunSummary = { delivered: 0, retrying: 0, failed: 0 };
      for (;;) {
        const run = await this.runOnce();
        total.delivered += run.delivered;
        total.retrying += run.retrying;
        total.failed += run.failed;
        if (run.delivered + run.retrying + run.failed === 0) return total;
      }
    },
  };
}
export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
