import type { PaymentEventType } from '@portal/contracts';
import type * as v from 'valibot';

/** A provider's notification once its signature is checked: what happened to which order. */
export interface PaymentNotification {
  /** The provider's event id: a repeated delivery carries the same one. */
  eventId: string;
  type: PaymentEventType;
  orderId: string;
  amountCents: number;
  currency: string;
  /** The raw body, kept in payment_events for audit. */
  payload: string;
}

export interface CheckoutOrder {
  id: string;
  priceCents: number;
}

/**
 * A payment provider: where the player pays, and how its webhooks are authenticated and read.
 * The sandbox provider is built in; a real one (cards, e-wallets) implements the same interface.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Valibot schema of the webhook body (documents the route; checked after the signature). */
  readonly eventSchema: v.GenericSchema;
  /** The hosted checkout page of an order. */
  checkoutUrl(order: CheckoutOrder): string;
  /**
   * Authenticates a webhook over its raw body and headers at `now`; throws SignatureError (missing,
   * malformed, stale or mismatched signature) before anything is read.
   */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): PaymentNotification;
}
