import {
  errorCodes,
  type Page,
  type PageQuery,
  type Transfer,
  type TransferPayload,
} from '@portal/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { DeliveryAdapters } from '../delivery/adapter';
import { ApiHttpError } from '../../http/errors';
import { inTransaction, type Trx } from '../../db/transaction';
import type { MoneyConfig } from '../wallet/config';
import { newPublicId } from '../../lib/ids';
import { unixOrNull, unixSeconds } from '../../lib/time';
import { withWallet } from '../wallet/session';
import type { GameTransfersTable } from './tables';

export type TransferRow = Selectable<GameTransfersTable>;

/** Games that accept gold: released and beta (pre-registration games have no accounts yet). */
export const TRANSFERABLE_GAME_STATUSES = ['released', 'beta'] as const;

export interface TransferDeps {
  db: Kysely<Database>;
  config: MoneyConfig;
  clock: () => Date;
  adapters: DeliveryAdapters;
}

export function toTransfer(row: TransferRow, attempts: number): Transfer {
  return {
    id: row.id,
    gameCode: row.game_code,
    gameAccountId: row.game_account_id,
    amount: row.amount,
    goldUsed: row.gold_used,
    boundGoldUsed: row.bound_gold_used,
    expEarned: row.exp_earned,
    status: row.status,
    attempts,
    createdAt: unixSeconds(row.created_at),
    deliveredAt: unixOrNull(row.delivered_at),
    failedAt: unixOrNull(row.failed_at),
    failureReason: row.failure_reason,
  };
}

const transferNotFound = () =>
  new ApiHttpError(404, errorCodes.transferNotFound, 'This transfer does not exist.');

export function createTransferService({ db, config, clock, adapters }: TransferDeps) {
  const attemptsOf = async (transferId: string) =>
    (
      await db
        .selectFrom('delivery_outbox')
        .select('attempts')
        .where('transfer_id', '=', transferId)
        .executeTakeFirst()
    )?.attempts ?? 0;

  return {
    /**
     * Sends gold to a game account, in one transaction: debit (usable bound gold first, then gold),
     * VIP experience for the whole amount, the transfer (awaiting_delivery) and its outbox row.
     */
    async create(userId: number, payload: TransferPayload): Promise<Transfer> {
      const game = await db
        .selectFrom('games')
        .select(['game_code', 'status'])
        .where('game_code', '=', payload.gameCode)
        .executeTakeFirst();
      const transferable =
        game &&
        (TRANSFERABLE_GAME_STATUSES as readonly string[]).includes(game.status) &&
        adapters.for(game.game_code);
      if (!transferable) {
        throw new ApiHttpError(
          422,
          errorCodes.gameNotTransferable,
          'Gold cannot be transferred to this game.',
        );
      }
      const at = clock();
      return inTransaction(db, (trx) =>
        withWallet(trx, userId, at, config.vip, async (session) => {
          if (payload.idempotencyKey) {
            const earlier = await trx
              .selectFrom('game_transfers')
              .selectAll()
              .where('user_id', '=', userId)
              .where('idempotency_key', '=', payload.idempotencyKey)
              .executeTakeFirst();
            if (earlier) {
              const same =
                earlier.game_code === payload.gameCode &&
                earlier.game_account_id === payload.gameAccountId &&
                earlier.amount === payload.amount;
              if (!same) {
                throw new ApiHttpError(
                  409,
                  errorCodes.idempotencyKeyReused,
                  'This idempotencyKey was used for another transfer.',
                );
              }
              const outbox = await trx
                .selectFrom('delivery_outbox')
                .select('attempts')
                .where('transfer_id', '=', earlier.id)
                .executeTakeFirst();
              return toTransfer(earlier, outbox?.attempts ?? 0);
            }
          }
          const id = newPublicId('tr');
          const { goldUsed, boundGoldUsed } = await session.spendGold(payload.amount, {
            reason: 'transfer',
            reference: `transfer:${id}`,
            memo: `${payload.gameCode} ${payload.gameAccountId}`,
          });
          const { expEarned, cycleId } = await session.vip.earn(payload.amount, at);
          const row = await trx
            .insertInto('game_transfers')
            .values({
              id,
              user_id: userId,
              game_code: payload.gameCode,
              game_account_id: payload.gameAccountId,
              amount: payload.amount,
              gold_used: goldUsed,
              bound_gold_used: boundGoldUsed,
              exp_earned: expEarned,
              vip_cycle_id: cycleId,
              status: 'awaiting_delivery',
              idempotency_key: payload.idempotencyKey ?? null,
              created_at: at,
              delivered_at: null,
              failed_at: null,
              failure_reason: null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('delivery_outbox')
            .values({
              transfer_id: id,
              game_code: payload.gameCode,
              status: 'pending',
              next_attempt_at: at,
              locked_until: null,
              last_error: null,
              created_at: at,
              updated_at: at,
            })
            .execute();
          return toTransfer(row, 0);
        }),
      );
    },

    async get(userId: number, transferId: string): Promise<Transfer> {
      const row = await db
        .selectFrom('game_transfers')
        .selectAll()
        .where('id', '=', transferId)
        .executeTakeFirst();
      if (!row || row.user_id !== userId) throw transferNotFound();
      return toTransfer(row, await attemptsOf(row.id));
    },

    async history(userId: number, query: PageQuery): Promise<Page<Transfer>> {
      const base = db.selectFrom('game_transfers').where('game_transfers.user_id', '=', userId);
      const [rows, count] = await Promise.all([
        base
          .leftJoin('delivery_outbox', 'delivery_outbox.transfer_id', 'game_transfers.id')
          .selectAll('game_transfers')
          .select('delivery_outbox.attempts')
          .orderBy('game_transfers.created_at', 'desc')
          .orderBy('game_transfers.id', 'desc')
          .limit(query.size)
          .offset((query.page - 1) * query.size)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => toTransfer(row, row.attempts ?? 0)),
        page: query.page,
        size: query.size,
        total: Number(count.total),
      };
    },

    /** The game acknowledged: awaiting_delivery → delivered (in the caller's transaction). */
    async markDelivered(trx: Trx, transferId: string, at: Date): Promise<void> {
      await trx
        .updateTable('game_transfers')
        .set({ status: 'delivered', delivered_at: at })
        .where('id', '=', transferId)
        .where('status', '=', 'awaiting_delivery')
        .execute();
    },

    /**
     * Delivery gave up: awaiting_delivery → failed and every debited gold given back, exactly once
     * (the status check under the wallet lock, and the unique ledger index on transfer_refund rows).
     * Bound gold goes back to the lots it came from; the transfer's XP leaves its cycle.
     */
    async failAndRefund(trx: Trx, transferId: string, reason: string, at: Date): Promise<boolean> {
      const owner = await trx
        .selectFrom('game_transfers')
        .select('user_id')
        .where('id', '=', transferId)
        .executeTakeFirstOrThrow();
      return withWallet(trx, owner.user_id, at, config.vip, async ({ ledger, vip }) => {
        const transfer = await trx
          .selectFrom('game_transfers')
          .selectAll()
          .where('id', '=', transferId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (transfer.status !== 'awaiting_delivery') return false;
        const reference = `transfer:${transfer.id}`;
        const debits = await trx
          .selectFrom('ledger_entries')
          .select(['currency', 'amount', 'lot_id'])
          .where('reference', '=', reference)
          .where('reason', '=', 'transfer')
          .orderBy('id')
          .execute();
        const refund = { reason: 'transfer_refund' as const, reference, memo: 'delivery failed' };
        for (const debit of debits) {
          if (debit.currency === 'bound_gold' && debit.lot_id !== null) {
            await ledger.restoreBoundGold(debit.lot_id, -debit.amount, refund);
          } else {
            ledger.post({ ...refund, currency: debit.currency, amount: -debit.amount });
          }
        }
        vip.takeBack(transfer.amount, transfer.vip_cycle_id);
        await trx
          .updateTable('game_transfers')
          .set({ status: 'failed', failed_at: at, failure_reason: reason.slice(0, 500) })
          .where('id', '=', transfer.id)
          .execute();
        return true;
      });
    },
  };
}
export type TransferService = ReturnType<typeof createTransferService>;
