/**
 * One idempotency key per intended transfer, kept in sessionStorage until the API answers: a
 * second press, or a reload while the first request was in flight followed by the same submit,
 * sends the same key and the API answers the first transfer instead of making another.
 */
const PREFIX = 'portal.wallet.transfer-key:';

const storageKey = (intent: string) => `${PREFIX}${intent}`;

function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `tk_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The key of this intent (game, account, amount): the stored one, or a new one stored now. */
export function idempotencyKeyFor(intent: string): string {
  try {
    const existing = window.sessionStorage.getItem(storageKey(intent));
    if (existing) return existing;
    const key = randomKey();
    window.sessionStorage.setItem(storageKey(intent), key);
    return key;
  } catch {
    return randomKey();
  }
}

/** The API answered: the next transfer with the same details is a new one. */
export function settleIntent(intent: string): void {
  try {
    window.sessionStorage.removeItem(storageKey(intent));
  } catch {
    // Nothing stored.
  }
}
