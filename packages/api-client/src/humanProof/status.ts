/**
 * Where the proof of work stands, for the one status element on the page (HumanProofStatus): the
 * forms never see it, the API client solves and resends by itself.
 */
export type HumanProofState =
  | { kind: 'idle' }
  | { kind: 'solving'; startedAt: number; progress: number }
  | { kind: 'failed'; retry: () => void };

let state: HumanProofState = { kind: 'idle' };
const listeners = new Set<() => void>();

export const humanProofStatus = {
  get: (): HumanProofState => state,
  set(next: HumanProofState) {
    state = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
