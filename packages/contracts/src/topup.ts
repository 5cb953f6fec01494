import * as v from 'valibot';
import { jsonObject } from './safe';
import { AmountSchema, UnixSecondsSchema } from './common';
import { GOLD_PER_DOLLAR } from './constants';
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

/** Paths of the top-up and payment API. */
export const topupApiRoutes = {
  /** Public: the gold packages. */
  packages: '/api/public/topup/packages',
  /** Public: the enabled ways to pay. */
  paymentKinds: '/api/public/topup/payment-kinds',
  /** Bearer: POST creates a pending order. */
  orders: '/api/private/topup/orders',
  order: (orderId: string) => `/api/private/topup/orders/${encodeURIComponent(orderId)}`,
  cancelOrder: (orderId: string) => `/api/private/topup/orders/${encodeURIComponent(orderId)}/cancel`,
  /** Bearer: the transaction history, paged. */
  transactions: '/api/private/topup/transactions',
  /** Bearer: unexpired pending transactions (the pending-order banner). */
  pendingTransactions: '/api/private/topup/transactions/pending',
  /** The payment provider's signed notifications. */
  webhook: (provider: string) => `/api/public/payments/${encodeURIComponent(provider)}/webhook`,
  /** The sandbox provider's hosted test checkout page (HTML). */
  sandboxCheckout: (orderId: string) => `/api/sandbox-pay/checkout/${encodeURIComponent(orderId)}`,
} as const;
