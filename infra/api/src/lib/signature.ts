import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed calls between the portal and its partners (payment webhooks in, game deliveries out), the
 * scheme Stripe popularised: header `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * The timestamp inside the signed text makes a captured call useless after the tolerance.
 */
export function signatureHeader(secret: string, rawBody: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, `${timestamp}.${rawBody}`)}`;
}

export const hmacHex = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

export class SignatureError extends Error {
  constructor(readonly problem: SignatureProblem) {
    super(`signature ${problem}`);
    this.name = 'SignatureError';
  }
}

/** Equal-time comparison of two hex digests. */
export function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checks a `t=…,v1=…` header against the raw body; throws SignatureError saying what is wrong. */
export function verifySignatureHeader(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowSeconds: number,
  toleranceSeconds: number,
): void {
  if (!header) throw new SignatureError('missing');
  const parts = new Map(
    header.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()] as const;
    }),
  );
  const t = parts.get('t') ?? '';
  const signatures = header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('v1='))
    .map((part) => part.slice(3));
  if (!/^\d{1,12}$/.test(t) || signatures.length === 0) throw new SignatureError('malformed');
  if (Math.abs(nowSeconds - Number(t)) > toleranceSeconds) throw new SignatureError('stale');
  const expected = hmacHex(secret, `${t}.${rawBody}`);
  if (!signatures.some((signature) => sameHex(signature, expected))) throw new SignatureError('mismatch');
}
