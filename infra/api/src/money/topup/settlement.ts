import type { OrderStatus, WebhookOutcome, WebhookReceipt } from '@portal/contracts';
import { inTransaction, type Trx } from '../../db/transaction';
import type { PaymentNotification } from '../payments/provider';
import { withWallet } from '../wallet/session';
import { createTopupRepository, isPastExpiry, toTopupOrder, type TopupOrderRow } from './repository';
import type { TopupDeps } from './service';

/** Statuses an order can leave pending for; `paid` (→ delivered) can still follow them, nothing else can. */
const CLOSING_STATUS: Record<'payment.failed' | 'payment.canceled', 'failed' | 'canceled'> = {
  'payment.failed': 'failed',
  'payment.canceled': 'canceled',
};

/** Payments settling orders: the provider's notifications and the expiry of unpaid orders. */
export function createPaymentSettlement({ db, config, clock }: Pick<TopupDeps, 'db' | 'config' | 'clock'>) {
  const orders = createTopupRepository(db);

  /**
   * Credits a paid order in the caller's transaction (order row locked): the gold and the bonus bound
   * gold, each a ledger row referencing the order, and the order moves to delivered.
   */
  async function deliverPaidOrder(trx: Trx, order: TopupOrderRow, at: Date): Promise<void> {
    const reference = `topup_order:${order.id}`;
    await withWallet(trx, order.user_id, at, config.vip, async ({ ledger }) => {
      ledger.post({ currency: 'gold', amount: order.gold, reason: 'topup', reference });
      if (order.bonus_bound_gold > 0) {
        await ledger.creditBoundGold(order.bonus_bound_gold, {
          reason: 'topup',
          reference,
          memo: 'top-up bonus',
        });
      }
    });
    await trx
      .updateTable('topup_orders')
      .set({ status: 'delivered', paid_at: at, delivered_at: at, updated_at: at })
      .where('id', '=', order.id)
      .execute();
    await orders.clearPendingFlagIfNone(trx, order.user_id, at);
  }

  /** The state machine of one notification; the order row is locked. Returns the outcome and a note. */
  async function transition(
    trx: Trx,
    order: TopupOrderRow,
    event: PaymentNotification,
    at: Date,
  ): Promise<{ outcome: WebhookOutcome; note: string | null; status: OrderStatus }> {
    const seen = isPastExpiry(order, at) ? 'expired' : order.status;
    if (event.type === 'payment.succeeded') {
      if (order.status === 'delivered' || order.status === 'paid') {
        return { outcome: 'ignored', note: `already ${order.status}`, status: order.status };
      }
      if (event.amountCents !== order.price_cents || event.currency !== 'USD') {
        return {
          outcome: 'amount_mismatch',
          note: `paid ${event.amountCents} ${event.currency}, order is ${order.price_cents} USD`,
          status: seen,
        };
      }
      // The player was charged: a payment after failed, canceled or expired is still delivered.
      await deliverPaidOrder(trx, order, at);
      return {
        outcome: 'applied',
        note: seen === 'pending' ? null : `paid after ${seen}`,
        status: 'delivered',
      };
    }
    const closing = CLOSING_STATUS[event.type];
    if (order.status !== 'pending') {
      // Never backwards: a failure or cancel after payment (or after another end) changes nothing.
      return { outcome: 'ignored', note: `late ${event.type} after ${order.status}`, status: order.status };
    }
    await trx
      .updateTable('topup_orders')
      .set({ status: closing, closed_at: at, updated_at: at })
      .where('id', '=', order.id)
      .execute();
    await orders.clearPendingFlagIfNone(trx, order.user_id, at);
    return {
      outcome: 'applied',
      note: seen === 'expired' ? `${closing} after expiry` : null,
      status: closing,
    };
  }

  return {
    /**
     * One authenticated provider notification, in one transaction: recorded once per event id (a
     * repeat answers `duplicate` and changes nothing), then the order's state machine. The unique
     * (provider, event id) row and the locked order make concurrent repeats safe too.
     */
    async applyPaymentEvent(providerName: string, event: PaymentNotification): Promise<WebhookReceipt> {
      const at = clock();
      return inTransaction(db, async (trx) => {
        const recorded = await trx
          .insertInto('payment_events')
          .values({
            provider: providerName,
            event_id: event.eventId,
            event_type: event.type,
            order_id: event.orderId,
            outcome: 'applied',
            note: null,
            payload: event.payload,
            received_at: at,
          })
          .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!recorded) {
          const order = await orders.findOrder(event.orderId, trx);
          return {
            received: true,
            outcome: 'duplicate',
            orderStatus: order ? toTopupOrder(order, at).status : null,
          };
        }
        const order = await orders.lockOrder(trx, event.orderId);
        const result = order
          ? await transition(trx, order, event, at)
          : { outcome: 'unknown_order' as const, note: null, status: null };
        await trx
          .updateTable('payment_events')
          .set({ outcome: result.outcome, note: result.note })
          .where('id', '=', recorded.id)
          .execute();
        return { received: true, outcome: result.outcome, orderStatus: result.status };
      });
    },

    /** The expiry job: pending orders past their expireAt become expired; returns how many. */
    async expireDueOrders(): Promise<number> {
      const at = clock();
      return inTransaction(db, async (trx) => {
        const expired = await trx
          .updateTable('topup_orders')
          .set({ status: 'expired', closed_at: at, updated_at: at })
          .where('status', '=', 'pending')
          .where('expire_at', '<=', at)
          .returning('user_id')
          .execute();
        for (const userId of new Set(expired.map((row) => row.user_id))) {
          await orders.clearPendingFlagIfNone(trx, userId, at);
        }
        return expired.length;
      });
    },
  };
}
