import type { Challenge, Solution } from 'altcha-lib';
import { decodeChallenge, encodeProof, maxCounterOf, type WorkerMessage } from './challenge';
import { solveCounting } from './countingSolver';
import { humanProofStatus } from './status';

/** In a Web Worker; null when the page cannot start one (e.g. the script is on another origin). */
function solveInWorker(
  challenge: Challenge,
  onProgress: (tried: number) => void,
  signal?: AbortSignal,
): Promise<Solution> | null {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./proofWorker.ts', import.meta.url));
  } catch {
    return null;
  }
  return new Promise<Solution>((resolve, reject) => {
    const stop = () => worker.terminate();
    signal?.addEventListener('abort', () => {
      stop();
      reject(new DOMException('Aborted', 'AbortError'));
    });
    worker.onerror = (event) => {
      stop();
      reject(new Error(event.message || 'the proof of work worker failed'));
    };
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') return onProgress(message.tried);
      stop();
      if (message.type === 'solved') resolve(message.solution);
      else reject(new Error(message.message));
    };
    worker.postMessage({ challenge });
  });
}

async function solveOnce(challenge: Challenge, signal?: AbortSignal): Promise<Solution> {
  const max = maxCounterOf(challenge);
  const startedAt = Date.now();
  const onProgress = (tried: number) =>
    humanProofStatus.set({ kind: 'solving', startedAt, progress: Math.min(0.99, tried / max) });
  onProgress(0);
  const inWorker = solveInWorker(challenge, onProgress, signal);
  if (inWorker) {
    try {
      return await inWorker;
    } catch (error) {
      if (signal?.aborted) throw error;
      // The worker could not run here: solve on the page (WebCrypto hashes off the main thread anyway).
    }
  }
  return solveCounting(challenge, onProgress, signal);
}

/**
 * The API client's answer to a 428: solves the challenge invisibly (a worker, else the page) while
 * HumanProofStatus shows progress if it takes more than a moment; if it cannot, the status offers a
 * visible Try again, and the request waits for it.
 */
export async function solveHumanProof(header: string, signal?: AbortSignal): Promise<string> {
  const challenge = decodeChallenge(header);
  for (;;) {
    try {
      const solution = await solveOnce(challenge, signal);
      humanProofStatus.set({ kind: 'idle' });
      return encodeProof(challenge, solution);
    } catch (error) {
      if (signal?.aborted) {
        humanProofStatus.set({ kind: 'idle' });
        throw error;
      }
      await new Promise<void>((retry) => humanProofStatus.set({ kind: 'failed', retry }));
    }
  }
}
