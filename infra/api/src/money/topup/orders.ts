import { errorCodes, type Page, type TopupHistoryQuery, type TopupOrder } from '@portal/contracts';
import { inTransaction } from '../../db/transaction';
import { ApiHttpError } from '../../http/errors';
import { newPublicId } from '../../lib/ids';
import type { TopupCatalogue } from './catalogue';
import { createTopupRepository, isPastExpiry, toTopupOrder } from './repository';
import type { TopupDeps } from './service';

const orderNotFound = () => new ApiHttpError(404, errorCodes.orderNotFound, 'This order does not exist.');

/** A player's orders: placing one, reading them, and giving one up. */
export function createTopupOrders({ db, config, clock, provider }: TopupDeps, catalogue: TopupCatalogue) {
  const orders = createTopupRepository(db);

  return {
    /**
     * A pending order for a package, at its price now (discounted while an operator's discount runs):
     * expires after the configured time; hasPendingPayment is set. Refused when the checkout
     * whitelist leaves this player no way to pay.
     */
    async createOrder(userId: number, packageCode: string, regionCode = ''): Promise<TopupOrder> {
      const packageRow = await orders.findActivePackage(packageCode);
      if (!packageRow)
        throw new ApiHttpError(404, errorCodes.topupPackageNotFound, 'This gold package does not exist.');
      if (!provider) {
        throw new ApiHttpError(
          503,
          errorCodes.paymentsNotConfigured,
          'Payments are not available right now.',
        );
      }
      const allowed = await catalogue.paymentKinds({ regionCode, userId });
      if (!allowed.some((kind) => kind.name === provider.name)) {
        throw new ApiHttpError(
          403,
          errorCodes.paymentKindNotAllowed,
          'No way to pay is available for your account in your region.',
        );
      }
      const sold = await catalogue.sold(packageRow);
      const pack = { ...packageRow, price_cents: sold.priceCents };
      const at = clock();
      const id = newPublicId('tp');
      const row = await inTransaction(db, async (trx) => {
        const inserted = await trx
          .insertInto('topup_orders')
          .values({
            id,
            user_id: userId,
            package_code: pack.code,
            package_name: pack.name,
            price_cents: pack.price_cents,
            gold: pack.gold,
            bonus_bound_gold: pack.bonus_bound_gold,
            status: 'pending',
            provider: provider.name,
            checkout_url: provider.checkoutUrl({ id, priceCents: pack.price_cents }),
            created_at: at,
            expire_at: new Date(at.getTime() + config.topup.orderTtlSeconds * 1000),
            paid_at: null,
            delivered_at: null,
            closed_at: null,
            updated_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx.updateTable('users').set({ has_pending_payment: true }).where('id', '=', userId).execute();
        return inserted;
      });
      return toTopupOrder(row, at);
    },

    async order(userId: number, orderId: string): Promise<TopupOrder> {
      const row = await orders.findOrder(orderId);
      if (!row || row.user_id !== userId) throw orderNotFound();
      return toTopupOrder(row, clock());
    },

    /** The player gives up a pending order (the provider's cancel does the same through its webhook). */
    async cancel(userId: number, orderId: string): Promise<TopupOrder> {
      const at = clock();
      return inTransaction(db, async (trx) => {
        const row = await orders.lockOrder(trx, orderId);
        if (!row || row.user_id !== userId) throw orderNotFound();
        if (row.status !== 'pending' || isPastExpiry(row, at)) {
          throw new ApiHttpError(409, errorCodes.orderNotPending, 'This order can no longer be canceled.');
        }
        const updated = await trx
          .updateTable('topup_orders')
          .set({ status: 'canceled', closed_at: at, updated_at: at })
          .where('id', '=', orderId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await orders.clearPendingFlagIfNone(trx, userId, at);
        return toTopupOrder(updated, at);
      });
    },

    async history(userId: number, query: TopupHistoryQuery): Promise<Page<TopupOrder>> {
      const at = clock();
      const page = await orders.history(userId, query.page, query.size, query.status, at);
      return { ...page, items: page.items.map((row) => toTopupOrder(row, at)) };
    },

    async pending(userId: number): Promise<TopupOrder[]> {
      const at = clock();
      return (await orders.pending(userId, at)).map((row) => toTopupOrder(row, at));
    },

    /** The order of a sandbox checkout page (no owner check: the page is opened with its token). */
    findOrder: (orderId: string) => orders.findOrder(orderId),
  };
}
