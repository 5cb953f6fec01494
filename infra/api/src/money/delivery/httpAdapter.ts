import { DELIVERY_SIGNATURE_HEADER, type GameDeliveryRequest } from '@portal/contracts';
import { signatureHeader } from '../../lib/signature';
import type { GameEndpoint } from '../wallet/config';
import { unixSeconds } from '../../lib/time';
import type { DeliveryResult, GameDeliveryAdapter } from './adapter';

/** 4xx answers worth retrying: timeout, too early, too many requests. Other 4xx are final refusals. */
const RETRYABLE_4XX = new Set([408, 425, 429]);

/**
 * The built-in adapter: POSTs the delivery as JSON to the game's endpoint, signed like the payment
 * webhooks (x-portal-signature: t=…,v1=HMAC-SHA256(secret, t.body)), with `idempotency-key: <transferId>`.
 * 2xx = delivered (also for a repeat); 5xx, timeouts and network errors = retry; other 4xx = refused.
 */
export function createHttpDeliveryAdapter(
  endpoint: GameEndpoint,
  timeoutMs: number,
  clock: () => Date = () => new Date(),
): GameDeliveryAdapter {
  return {
    kind: 'http',
    async deliver(request: GameDeliveryRequest): Promise<DeliveryResult> {
      const body = JSON.stringify(request);
      try {
        const response = await fetch(endpoint.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': request.transferId,
            [DELIVERY_SIGNATURE_HEADER]: signatureHeader(endpoint.secret, body, unixSeconds(clock())),
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await response.text();
        if (response.ok) return { ok: true };
        const retryable = response.status >= 500 || RETRYABLE_4XX.has(response.status);
        return { ok: false, retryable, error: `HTTP ${response.status} ${text.slice(0, 200)}`.trim() };
      } catch (error) {
        return { ok: false, retryable: true, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
