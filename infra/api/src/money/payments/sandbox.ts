import {
  SANDBOX_SIGNATURE_HEADER,
  SandboxPaymentEventSchema,
  paymentRoutes,
  type PaymentEventType,
  type SandboxCheckoutAction,
  type SandboxPaymentEvent,
} from '@portal/contracts';
import * as v from 'valibot';
import { newPublicId } from '../../lib/ids';
import { unixSeconds } from '../../lib/time';
import type { CheckoutOrder, PaymentProvider } from './provider';
import {
  hmacHex,
  sameHex,
  signatureHeader,
  SignatureError,
  verifySignatureHeader,
} from '../../lib/signature';

export const SANDBOX_PROVIDER = 'sandbox';

const EVENT_OF_ACTION: Record<SandboxCheckoutAction, PaymentEventType> = {
  pay: 'payment.succeeded',
  fail: 'payment.failed',
  cancel: 'payment.canceled',
};

export interface SandboxProvider extends PaymentProvider {
  /** The token in a checkout URL: only whoever received the URL can act on the order. */
  checkoutToken(orderId: string): string;
  isCheckoutToken(orderId: string, token: string): boolean;
  /** The event the sandbox sends when the player presses Pay, Fail or Cancel. */
  eventFor(order: CheckoutOrder, action: SandboxCheckoutAction, now: Date): SandboxPaymentEvent;
  /** The body and signature header of a webhook, as the sandbox sends it. */
  signedWebhook(event: SandboxPaymentEvent, now: Date): { body: string; headers: Record<string, string> };
}

/**
 * The built-in sandbox: a hosted test checkout page served by the API (Pay / Fail / Cancel) whose
 * buttons make the sandbox send a signed webhook, exactly as a real provider would.
 */
export function createSandboxProvider(secret: string, toleranceSeconds: number): SandboxProvider {
  const checkoutToken = (orderId: string) => hmacHex(secret, `checkout.${orderId}`).slice(0, 32);
  return {
    name: SANDBOX_PROVIDER,
    eventSchema: SandboxPaymentEventSchema,
    checkoutToken,
    isCheckoutToken: (orderId, token) => sameHex(token, checkoutToken(orderId)),
    checkoutUrl: (order) => `${paymentRoutes.sandboxCheckout(order.id)}?token=${checkoutToken(order.id)}`,

    eventFor(order, action, now) {
      return {
        id: newPublicId('evt'),
        type: EVENT_OF_ACTION[action],
        created: unixSeconds(now),
        data: { orderId: order.id, amountCents: order.priceCents, currency: 'USD' },
      };
    },

    signedWebhook(event, now) {
      const body = JSON.stringify(event);
      return {
        body,
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signatureHeader(secret, body, unixSeconds(now)),
        },
      };
    },

    verifyWebhook(rawBody, headers, now) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      verifySignatureHeader(
        secret,
        Array.isArray(header) ? header[0] : header,
        rawBody,
        unixSeconds(now),
        toleranceSeconds,
      );
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new SignatureError('malformed');
      }
      const event = v.parse(SandboxPaymentEventSchema, parsed);
      return {
        eventId: event.id,
        type: event.type,
        orderId: event.data.orderId,
        amountCents: event.data.amountCents,
        currency: event.data.currency,
        payload: rawBody,
      };
    },
  };
}
