import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Algorithm } from '@node-rs/argon2';
import { ApiHttpError } from '../http/errors';
import type { Argon2Params, ScryptParams } from './config';
import { hashWorkers } from './hashWorkers';

const KEY_LENGTH = 32;
/** `Algorithm.Argon2id`: the binding's enum is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

/**
 * How many password hashes this process has computed (hash or verify, any algorithm). The bench reports
 * it and the tests assert on it: an endpoint that must not hash (a fake reset token) leaves it alone.
 */
export const passwordWork = { hashes: 0 };

// ---------------------------------------------------------------------------------------------
// argon2id (OWASP: m=19 MiB, t=2, p=1), the algorithm of every new hash. PHC string format:
// `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`, so the parameters travel with the hash.
// ---------------------------------------------------------------------------------------------

export async function hashPassword(password: string, params: Argon2Params): Promise<string> {
  passwordWork.hashes++;
  return hashWorkers.run<string>({
    op: 'argon2Hash',
    password: password.normalize('NFC'),
    options: {
      algorithm: ARGON2ID,
      memoryCost: params.memoryKiB,
      timeCost: params.timeCost,
      parallelism: params.parallelism,
      outputLen: KEY_LENGTH,
    },
  });
}

const ARGON2_PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

// ---------------------------------------------------------------------------------------------
// scrypt: the algorithm of hashes stored before argon2id; verified, then replaced at the next sign-in.
// `scrypt$ln=17,r=8,p=1$<salt base64>$<key base64>`.
// ---------------------------------------------------------------------------------------------

async function deriveScrypt(password: string, salt: Buffer, { logN, r, p }: ScryptParams): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128·N·r bytes; node's default maxmem (32 MiB) is below the OWASP setting's 128 MiB.
  const options = { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 };
  const key = await hashWorkers.run<string>({
    op: 'scrypt',
    password: password.normalize('NFC'),
    salt: salt.toString('base64'),
    keyLength: KEY_LENGTH,
    options,
  });
  return Buffer.from(key, 'base64');
}

/** A legacy scrypt hash (tests and the bench make them to prove the rehash); new accounts never get one. */
export async function hashPasswordScrypt(password: string, params: ScryptParams): Promise<string> {
  passwordWork.hashes++;
  const salt = randomBytes(16);
  const key = await deriveScrypt(password, salt, params);
  return `scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Reads the parameters stored with a scrypt hash; null when the text is not one. */
export function parseScryptHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = /^scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const [, logN, r, p, salt, key] = match;
  return {
    params: { logN: Number(logN), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt as string, 'base64'),
    key: Buffer.from(key as string, 'base64'),
  };
}

/** Constant-time check of a password against a stored hash (argon2id or legacy scrypt). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (ARGON2_PHC.test(stored)) {
    passwordWork.hashes++;
    return hashWorkers
      .run<boolean>({ op: 'argon2Verify', stored, password: password.normalize('NFC') })
      .catch((error: unknown) => {
        if (error instanceof ApiHttpError) throw error; // the worker died: say so, not "wrong password"
        return false;
      });
  }
  const scryptHash = parseScryptHash(stored);
  if (!scryptHash) return false;
  passwordWork.hashes++;
  const key = await deriveScrypt(password, scryptHash.salt, scryptHash.params);
  return key.length === scryptHash.key.length && timingSafeEqual(key, scryptHash.key);
}

/** True when a stored hash is not argon2id with exactly `params`: the next sign-in replaces it. */
export function needsRehash(stored: string, params: Argon2Params): boolean {
  const match = ARGON2_PHC.exec(stored);
  if (!match) return true;
  const [, memory, time, parallelism] = match.map(Number);
  return memory !== params.memoryKiB || time !== params.timeCost || parallelism !== params.parallelism;
}

/**
 * A hash of a random password, computed once per process: signing in with an unknown email still
 * pays one argon2id verification, so response times do not tell which emails have accounts.
 */
export function createDecoyHash(params: Argon2Params): () => Promise<string> {
  let decoy: Promise<string> | undefined;
  return () => (decoy ??= hashPassword(randomBytes(16).toString('hex'), params));
}
