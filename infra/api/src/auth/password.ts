import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { ScryptParams } from './config';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, { logN, r, p }: ScryptParams): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128·N·r bytes; node's default maxmem (32 MiB) is below the OWASP setting's 128 MiB.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$ln=17,r=8,p=1$<salt base64>$<key base64>`: the parameters travel with the hash. */
export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return `scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Reads the parameters stored with a hash; null when the text is not one of ours. */
export function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = /^scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const [, logN, r, p, salt, key] = match;
  return {
    params: { logN: Number(logN), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt as string, 'base64'),
    key: Buffer.from(key as string, 'base64'),
  };
}

/** Constant-time check of a password against a stored hash, with the hash's own parameters. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/**
 * A hash of a random password, computed once per process: signing in with an unknown email still
 * pays one scrypt, so response times do not tell which emails have accounts.
 */
export function createDecoyHash(params: ScryptParams): () => Promise<string> {
  let decoy: Promise<string> | undefined;
  return () => (decoy ??= hashPassword(randomBytes(16).toString('hex'), params));
}
