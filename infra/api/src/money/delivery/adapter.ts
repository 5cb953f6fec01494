import type { GameDeliveryRequest } from '@portal/contracts';

/** How a game answered a delivery. `retryable: false` fails the transfer at once (and refunds it). */
export type DeliveryResult = { ok: true } | { ok: false; retryable: boolean; error: string };

/**
 * Delivers transferred gold to one game. The game must treat `transferId` as an idempotency key:
 * the portal retries after timeouts, so the same transfer can arrive more than once.
 */
export interface GameDeliveryAdapter {
  readonly kind: string;
  deliver(request: GameDeliveryRequest): Promise<DeliveryResult>;
}

/** The adapter of each game; null when the game cannot receive transfers. */
export interface DeliveryAdapters {
  for(gameCode: string): GameDeliveryAdapter | null;
}
