import type { WorkerMessage, WorkerRequest } from './challenge';
import { solveCounting } from './countingSolver';

/** Solves one challenge off the main thread, posting progress as it goes. */
// The worker's global scope: postMessage without a target origin (the DOM lib types `self` as Window).
const scope = self as unknown as {
  onmessage: (event: MessageEvent<WorkerRequest>) => void;
  postMessage: (message: WorkerMessage) => void;
};

scope.onmessage = async (event) => {
  const post = (message: WorkerMessage) => scope.postMessage(message);
  try {
    const solution = await solveCounting(event.data.challenge, (tried) => post({ type: 'progress', tried }));
    post({ type: 'solved', solution });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
