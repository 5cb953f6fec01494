import { unixSeconds } from '../../lib/time';
/**
 * Bound gold received at `receivedAt` can be spent until the end of the calendar year after the one
 * it was received in (UTC): received 2026-03-10 → spendable through 2027-12-31 23:59:59 UTC. Stored
 * as the exclusive end, 00:00 UTC on 1 January two years after the year of receipt.
 */
export function boundGoldExpiresAt(receivedAt: Date): Date {
  return new Date(Date.UTC(receivedAt.getUTCFullYear() + 2, 0, 1));
}

/** The last whole second the lot can be spent: what the expiration detail shows as expireAt. */
export function lastSpendableSecond(expiresAt: Date): number {
  return unixSeconds(expiresAt) - 1;
}

/** True while a lot with this exclusive end can still be spent at `at`. */
export const isSpendable = (expiresAt: Date, at: Date): boolean => at.getTime() < expiresAt.getTime();
