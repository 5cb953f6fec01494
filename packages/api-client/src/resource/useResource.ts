import { startTransition, useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

/**
 * What a screen drawn from one API answer shows. `data` is the last answer, kept while a newer
 * request runs (a list keeps its rows while the next page loads) and after a failed one; callers
 * that must not show another key's data check `status` first.
 */
export type Resource<T> =
  | { status: 'loading'; data: T | null; retry: () => void; reload: () => void }
  | { status: 'ready'; data: T; retry: () => void; reload: () => void }
  | { status: 'error'; data: T | null; error: unknown; retry: () => void; reload: () => void };

interface Settled<T> {
  /** The request this answer belongs to: the caller's dependencies and the retry count. */
  deps: DependencyList;
  attempt: number;
  status: 'ready' | 'error';
  data: T | null;
  error?: unknown;
}

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Loads `load` on mount and whenever `deps` change (compared like an effect's), while `enabled`.
 * `retry` loads again showing the loading state (Retry after an error); `reload` refreshes in the
 * background, so what is on screen stays until the answer (after an action, or polling). A newer
 * request aborts the older one through `signal`, and an answer to an abandoned request is dropped.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  { enabled = true }: { enabled?: boolean } = {},
): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [refreshes, setRefreshes] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  // `load` is a fresh closure each render: read the latest, while `deps` say when to load.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const request = { deps, attempt };
    latestLoad.current(controller.signal).then(
      (data) => {
        // The screen drawn from the answer renders as a transition: in slices, not one long task.
        if (!controller.signal.aborted)
          startTransition(() => setSettled({ ...request, status: 'ready', data }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setSettled((previous) => ({ ...request, status: 'error', data: previous?.data ?? null, error }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on
  }, [...deps, attempt, refreshes, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const reload = useCallback(() => setRefreshes((n) => n + 1), []);
  const data = settled?.data ?? null;
  if (!enabled || !settled || settled.attempt !== attempt || !sameDeps(settled.deps, deps))
    return { status: 'loading', data, retry, reload };
  if (settled.status === 'error') return { status: 'error', data, error: settled.error, retry, reload };
  return { status: 'ready', data: settled.data as T, retry, reload };
}
