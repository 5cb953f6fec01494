import { sha256 } from '@noble/hashes/sha2';
import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';

const PROGRESS_EVERY = 2000;
/** A challenge is solved in well under a second on a phone; past this something is wrong. */
const TIMEOUT_MS = 60_000;

type DeriveKey = NonNullable<Parameters<typeof solveChallenge>[0]['deriveKey']>;

/**
 * altcha's SHA-256 key derivation (salt + password hashed `cost` times, cut to keyLength), computed in
 * this thread: WebCrypto's digest crosses to another thread and back on each of the ~25,000 tries,
 * which made a proof take 10 s or more on a busy 2-core machine; this takes a few milliseconds more
 * than the hashing itself.
 */
const deriveSha256: DeriveKey = async (parameters, salt, password) => {
  let key: Uint8Array = new Uint8Array(salt.length + password.length);
  key.set(salt);
  key.set(password, salt.length);
  for (let round = 0; round < Math.max(1, parameters.cost); round++) key = sha256(key);
  return { parameters: {}, derivedKey: key.slice(0, parameters.keyLength ?? 32) };
};

/** Lets the page (or the worker's messages) run between batches of tries. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** altcha-lib's solver, telling how many counters it has tried so far. */
export async function solveCounting(
  challenge: Challenge,
  onProgress: (tried: number) => void,
  signal?: AbortSignal,
): Promise<Solution> {
  if (challenge.parameters.algorithm !== 'SHA-256') {
    throw new Error(`unsupported proof of work algorithm ${challenge.parameters.algorithm}`);
  }
  let tried = 0;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({
    challenge,
    controller,
    timeout: TIMEOUT_MS,
    deriveKey: async (parameters, salt, password) => {
      tried += 1;
      if (tried % PROGRESS_EVERY === 0) {
        onProgress(tried);
        await nextTask();
      }
      return deriveSha256(parameters, salt, password);
    },
  });
  if (!solution) throw new Error(signal?.aborted ? 'cancelled' : 'the challenge was not solved in time');
  return solution;
}
