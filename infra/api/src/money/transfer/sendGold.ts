import { errorCodes, type Transfer, type TransferPayload } from '@portal/contracts';
import { inTransaction } from '../../db/transaction';
import { ApiHttpError } from '../../http/errors';
import { newPublicId } from '../../lib/ids';
import { withWallet } from '../wallet/session';
import type { TransferDeps } from './service';
import { toTransfer } from './transferRow';

/** Games that accept gold: released and beta (pre-registration games have no accounts yet). */
export const TRANSFERABLE_GAME_STATUSES = ['released', 'beta'] as const;

/** A player sends gold to one of their game accounts. */
export function createGoldSending({ db, config, clock, adapters }: TransferDeps) {
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
  };
}
