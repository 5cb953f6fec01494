import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

const PROGRESS_EVERY = 2000;
/** A challenge is solved in well under a second on a phone; past this something is wrong. */
const TIMEOUT_MS = 60_000;

/** altcha-lib's solver with WebCrypto SHA-256, telling how many counters it has tried so far. */
export async function solveCounting(
  challenge: Challenge,
  onProgress: (tried: number) => void,
  signal?: AbortSignal,
): Promise<Solution> {
  let tried = 0;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({
    challenge,
    controller,
    timeout: TIMEOUT_MS,
    deriveKey: (parameters, salt, password) => {
      tried += 1;
      if (tried % PROGRESS_EVERY === 0) onProgress(tried);
      return deriveKey(parameters, salt, password);
    },
  });
  if (!solution) throw new Error(signal?.aborted ? 'cancelled' : 'the challenge was not solved in time');
  return solution;
}
