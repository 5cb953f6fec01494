import type { Trx } from '../../db/transaction';
import { withWallet } from '../wallet/session';
import type { TransferDeps } from './service';

/** What the delivery worker records: a transfer delivered, or failed and refunded. */
export function createDeliveryOutcome({ config }: Pick<TransferDeps, 'config'>) {
  return {
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
