import {
  activeDiscount,
  allowedPaymentKinds,
  discountedCents,
  errorCodes,
  type PlayerGroup,
  type OrderStatus,
  type PaymentKind,
  type Page,
  type TopupHistoryQuery,
  type TopupOrder,
  type TopupPackage,
  type WebhookOutcome,
  type WebhookReceipt,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { ApiHttpError } from '../../http/errors';
import { inTransaction, type Trx } from '../../db/transaction';
import type { PaymentNotification, PaymentProvider } from '../payments/provider';
import { SANDBOX_PROVIDER } from '../payments/sandbox';
import type { MoneyConfig } from '../wallet/config';
import { newPublicId } from '../../lib/ids';
import { createContentReader } from '../../metadata/contentReader';
import { withWallet } from '../wallet/session';
import {
  createTopupRepository,
  isPastExpiry,
  toTopupOrder,
  toTopupPackage,
  type TopupOrderRow,
} from './repository';

export interface TopupDeps {
  db: Kysely<Database>;
  config: MoneyConfig;
  clock: () => Date;
  /** The provider new orders are paid with; null when payments are not configured. */
  provider: PaymentProvider | null;
}

/** Who is asking for ways to pay: the checkout whitelist (CHECKOUT_WHITELIST) narrows them per region and group. */
export interface Payer {
  regionCode: string;
  userId: number | null;
}

const GROUP_OF_LEVEL: Record<number, PlayerGroup> = { 0: 'player', 1: 'vip_silver', 2: 'vip_gold' };

const orderNotFound = () => new ApiHttpError(404, errorCodes.orderNotFound, 'This order does not exist.');

/** Statuses an order can leave pending for; `paid` (→ delivered) can still follow them, nothing else can. */
const CLOSING_STATUS: Record<'payment.failed' | 'payment.canceled', 'failed' | 'canceled'> = {
  'payment.failed': 'failed',
  'payment.canceled': 'canceled',
};

export function createTopupService({ db, config, clock, provider }: TopupDeps) {
  const orders = createTopupRepository(db);
  const content = createContentReader(db);
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  /** A package as players see it now: the price an order charges, with the running discount. */
  const withDiscount = (pack: TopupPackage, discounts: Awaited<ReturnType<typeof content.discounts>>) => {
    const discount = activeDiscount(discounts, pack.code, nowSeconds());
    if (!discount) return pack;
    return {
      ...pack,
      priceCents: discountedCents(pack.priceCents, discount.percentOff),
      discount: {
        percentOff: discount.percentOff,
        listPriceCents: pack.priceCents,
        endAt: discount.endAt,
        label: discount.label ?? null,
      },
    };
  };

  async function groupOf(userId: number | null): Promise<PlayerGroup> {
    if (userId === null) return 'visitor';
    const row = await db
      .selectFrom('vip_status')
      .select('current_level')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return GROUP_OF_LEVEL[row?.current_level ?? 0] ?? 'player';
  }

  async function allowedKinds(payer: Payer): Promise<PaymentKind[]> {
    const kinds: PaymentKind[] = provider
      ? [{ name: provider.name, checkout: 'hosted', test: provider.name === SANDBOX_PROVIDER }]
      : [];
    const rules = await content.checkoutRules();
    if (rules.length === 0) return kinds;
    const who = { regionCode: payer.regionCode, group: await groupOf(payer.userId) };
    const allowed = new Set(
      allowedPaymentKinds(
        rules,
        who,
        kinds.map((kind) => kind.name),
      ),
    );
    return kinds.filter((kind) => allowed.has(kind.name));
  }

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
     * The ways to pay of this payer: the enabled provider's hosted checkout (none when payments are
     * off), narrowed by the checkout whitelist.
     */
    paymentKinds: (payer: Payer = { regionCode: '', userId: null }) => allowedKinds(payer),

    /** The active packages at the price they sell for now (an operator's discount applied). */
    async packages(): Promise<TopupPackage[]> {
      const [rows, discounts] = await Promise.all([orders.activePackages(), content.discounts()]);
      return rows.map((row) => withDiscount(toTopupPackage(row), discounts));
    },

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
      const allowed = await allowedKinds({ regionCode, userId });
      if (!allowed.some((kind) => kind.name === provider.name)) {
        throw new ApiHttpError(
          403,
          errorCodes.paymentKindNotAllowed,
          'No way to pay is available for your account in your region.',
        );
      }
      const sold = withDiscount(toTopupPackage(packageRow), await content.discounts());
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

    /** The order of a sandbox checkout page (no owner check: the page is opened with its token). */
    findOrder: (orderId: string) => orders.findOrder(orderId),
  };
}
export type TopupService = ReturnType<typeof createTopupService>;
