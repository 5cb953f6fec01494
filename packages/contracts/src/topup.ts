import * as v from 'valibot';
import { jsonObject } from './safe';
import { AmountSchema, UnixSecondsSchema } from './common';
import { GOLD_PER_DOLLAR } from './constants';
import { endpoint, endpointUrl, SIGNED_IN_ERRORS } from './endpoint';
import { PageQueryEntries, pageOf } from './ledger';
import { OrderStatusSchema, TopupTransactionSchema } from './order';

/** A gold package of the top-up catalogue. priceCents / 100 dollars buys gold (GOLD_PER_DOLLAR per dollar). */
export const TopupPackageSchema = v.object({
  code: v.string(),
  name: v.string(),
  /** US cents (an integer: money is never a float). */
  priceCents: AmountSchema,
  currency: v.literal('USD'),
  gold: AmountSchema,
  /** Bound gold given on top (expires like any bound gold); 0 when none. */
  bonusBoundGold: AmountSchema,
  /**
   * An operator's discount running now (DISCOUNTS): `priceCents` is then the discounted price, the
   * one an order charges, and `listPriceCents` the usual one. Absent when none runs.
   */
  discount: v.optional(
    v.object({
      percentOff: AmountSchema,
      listPriceCents: AmountSchema,
      endAt: UnixSecondsSchema,
      label: v.nullable(v.string()),
    }),
  ),
});
export type TopupPackage = v.InferOutput<typeof TopupPackageSchema>;
export const TopupPackageListSchema = v.array(TopupPackageSchema);

/** Gold a price buys at the exchange rate: 100 gold per dollar, so one gold per cent. */
export const goldForCents = (priceCents: number): number => (priceCents * GOLD_PER_DOLLAR) / 100;

export const TOPUP_PACKAGE_CODE_PATTERN = /^[a-z0-9][a-z0-9_]{1,63}$/;
export const CreateTopupOrderPayloadSchema = jsonObject({
  packageCode: v.pipe(
    v.string('packageCode must be a string'),
    v.regex(TOPUP_PACKAGE_CODE_PATTERN, 'packageCode must be a package code such as gold_1000'),
  ),
});
export type CreateTopupOrderPayload = v.InferOutput<typeof CreateTopupOrderPayloadSchema>;

/**
 * A top-up order as the player sees it: the topup transaction of 000 §3 (id, status, goldAmount,
 * createdAt, expireAt) plus its package, price, bonus and the provider's checkout page while pending.
 */
export const TopupOrderSchema = v.object({
  ...TopupTransactionSchema.entries,
  packageCode: v.string(),
  packageName: v.string(),
  priceCents: AmountSchema,
  currency: v.literal('USD'),
  bonusBoundGold: AmountSchema,
  provider: v.string(),
  /** Where the player pays; null once the order is no longer pending. */
  checkoutUrl: v.nullable(v.string()),
  paidAt: v.nullable(UnixSecondsSchema),
  deliveredAt: v.nullable(UnixSecondsSchema),
  /** When it failed, was canceled or expired. */
  closedAt: v.nullable(UnixSecondsSchema),
});
export type TopupOrder = v.InferOutput<typeof TopupOrderSchema>;
export const TopupOrderListSchema = v.array(TopupOrderSchema);

export const TopupOrderParamsSchema = v.object({
  orderId: v.pipe(v.string(), v.regex(/^tp_[A-Za-z0-9_-]{8,40}$/, 'orderId must be a top-up order id')),
});

/** Transaction history (My Transactions, tab=topup): newest first; optional status filter. */
export const TopupHistoryQuerySchema = v.object({
  ...PageQueryEntries,
  status: v.optional(OrderStatusSchema),
});
export type TopupHistoryQuery = v.InferOutput<typeof TopupHistoryQuerySchema>;
export const TopupHistoryPageSchema = pageOf(TopupOrderSchema);

/** Payment provider notifications (webhooks) as the sandbox provider sends them. */
export const PAYMENT_EVENT_TYPES = ['payment.succeeded', 'payment.failed', 'payment.canceled'] as const;
export const PaymentEventTypeSchema = v.picklist(PAYMENT_EVENT_TYPES);
export type PaymentEventType = v.InferOutput<typeof PaymentEventTypeSchema>;

export const SandboxPaymentEventSchema = v.object({
  /** Unique per event: a repeated delivery carries the same id. */
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  type: PaymentEventTypeSchema,
  created: UnixSecondsSchema,
  data: v.object({
    orderId: v.string(),
    amountCents: AmountSchema,
    currency: v.string(),
  }),
});
export type SandboxPaymentEvent = v.InferOutput<typeof SandboxPaymentEventSchema>;

/**
 * What the API did with a notification: applied (the order moved), duplicate (event id seen before),
 * ignored (the order had already moved on: a late failure after payment, a second cancel…),
 * unknown_order, amount_mismatch (recorded for review, nothing credited).
 */
export const WEBHOOK_OUTCOMES = [
  'applied',
  'duplicate',
  'ignored',
  'unknown_order',
  'amount_mismatch',
] as const;
export const WebhookOutcomeSchema = v.picklist(WEBHOOK_OUTCOMES);
export type WebhookOutcome = v.InferOutput<typeof WebhookOutcomeSchema>;
export const WebhookReceiptSchema = v.object({
  received: v.literal(true),
  outcome: WebhookOutcomeSchema,
  orderStatus: v.nullable(OrderStatusSchema),
});
export type WebhookReceipt = v.InferOutput<typeof WebhookReceiptSchema>;

/** Header of the sandbox provider's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + '.' + raw body)>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export const SANDBOX_CHECKOUT_ACTIONS = ['pay', 'fail', 'cancel'] as const;
export type SandboxCheckoutAction = (typeof SANDBOX_CHECKOUT_ACTIONS)[number];

/**
 * A way to pay (000 §2 /topup/payment/kind/{name}): one per enabled payment provider. `checkout`
 * says how the player pays: 'hosted' is the provider's own page (the sandbox's Pay / Fail / Cancel).
 */
export const PaymentKindSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{1,31}$/)),
  checkout: v.literal('hosted'),
  /** Only for testing: no money moves (the built-in sandbox provider). */
  test: v.boolean(),
});
export type PaymentKind = v.InferOutput<typeof PaymentKindSchema>;
export const PaymentKindListSchema = v.array(PaymentKindSchema);
export const PaymentKindParamsSchema = v.object({ name: PaymentKindSchema.entries.name });

/** The top-up API: packages and ways to pay are public, orders the player's own. */
export const topupEndpoints = {
  packages: endpoint({
    method: 'GET',
    path: '/public/topup/packages',
    summary: 'The gold packages: price in cents (USD), gold at 100 per dollar, bonus bound gold',
    tags: ['topup'],
    response: TopupPackageListSchema,
  }),
  paymentKinds: endpoint({
    method: 'GET',
    path: '/public/topup/payment-kinds',
    summary:
      'The ways to pay the caller may use: one per enabled payment provider (the sandbox is marked test), narrowed by the checkout whitelist for the caller’s region and player group',
    tags: ['topup'],
    response: PaymentKindListSchema,
  }),
  createOrder: endpoint({
    method: 'POST',
    path: '/private/topup/orders',
    summary:
      'Create a pending top-up order (expires after TOPUP_ORDER_TTL_MINUTES); open its checkoutUrl to pay',
    tags: ['topup'],
    body: CreateTopupOrderPayloadSchema,
    response: TopupOrderSchema,
    errors: {
      ...SIGNED_IN_ERRORS,
      403: 'PAYMENT_KIND_NOT_ALLOWED: the checkout whitelist gives this player no way to pay',
      404: 'TOPUP_PACKAGE_NOT_FOUND: no active package with this code',
      503: 'PAYMENTS_NOT_CONFIGURED: no payment provider is enabled',
    },
  }),
  transactions: endpoint({
    method: 'GET',
    path: '/private/topup/transactions',
    summary: 'Top-up transaction history, newest first (page from 1, size 10, 20, 50 or 100)',
    tags: ['topup'],
    query: TopupHistoryQuerySchema,
    response: TopupHistoryPageSchema,
    errors: SIGNED_IN_ERRORS,
  }),
  pendingTransactions: endpoint({
    method: 'GET',
    path: '/private/topup/transactions/pending',
    summary: 'Unexpired pending top-up transactions with expireAt, newest first (the pending-order banner)',
    tags: ['topup'],
    response: TopupOrderListSchema,
    errors: SIGNED_IN_ERRORS,
  }),
  order: endpoint({
    method: 'GET',
    path: '/private/topup/orders/:orderId',
    summary: 'One of the player’s top-up orders (the payment result page polls it)',
    tags: ['topup'],
    params: TopupOrderParamsSchema,
    response: TopupOrderSchema,
    errors: { ...SIGNED_IN_ERRORS, 404: 'ORDER_NOT_FOUND: no such order of this player' },
  }),
  cancelOrder: endpoint({
    method: 'POST',
    path: '/private/topup/orders/:orderId/cancel',
    summary: 'Cancel a pending top-up order',
    tags: ['topup'],
    params: TopupOrderParamsSchema,
    response: TopupOrderSchema,
    errors: {
      ...SIGNED_IN_ERRORS,
      404: 'ORDER_NOT_FOUND: no such order of this player',
      409: 'ORDER_NOT_PENDING: the order is paid, delivered, failed, canceled or expired',
    },
  }),
};

/** The sandbox provider's hosted checkout: its HTML page, and the Pay / Fail / Cancel buttons' posts. */
export const sandboxCheckoutRoutes = {
  page: { path: '/sandbox-pay/checkout/:orderId' },
  action: { path: '/sandbox-pay/checkout/:orderId/:action' },
} as const;

/** Paths a payment provider meets: its signed notifications (one per provider) and the sandbox's page. */
export const paymentRoutes = {
  /** The payment provider's signed notifications. */
  webhook: (provider: string) => `/api/public/payments/${encodeURIComponent(provider)}/webhook`,
  /** The sandbox provider's hosted test checkout page (HTML). */
  sandboxCheckout: (orderId: string) => endpointUrl(sandboxCheckoutRoutes.page, { orderId }),
} as const;
