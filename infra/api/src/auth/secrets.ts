import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@portal/contracts';

/** An opaque bearer secret (session token, reset token, OAuth state): 256 random bits, base64url. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, so a leaked table opens no session. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A uniformly random six-digit code, leading zeros kept. */
export const randomCode = (): string =>
  String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');

/** `<salt>$<sha256(salt:code)>`: a salted digest, so equal codes do not look equal in the table. */
export function hashCode(code: string): string {
  const salt = randomBytes(8).toString('hex');
  return `${salt}$${sha256(`${salt}:${code}`)}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt, digest] = stored.split('$');
  if (!salt || !digest) return false;
  const actual = Buffer.from(sha256(`${salt}:${code.trim()}`), 'hex');
  const expected = Buffer.from(digest, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Two hex digests compared in constant time. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** Lower-cased and trimmed: one account per mailbox whatever the capitalisation. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
