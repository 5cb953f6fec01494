import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> =
  | { status: 'loading'; data: T | null; retry: () => void; reload: () => void }
  | { status: 'ready'; data: T; retry: () => void; reload: () => void }
  | { status: 'error'; data: T | null; error: unknown; retry: () => void; reload: () => void };

interface Settled<T> {
  /** The request this answer belongs to. */
  request: string;
  status: 'ready' | 'error';
  data: T | null;
  error?: unknown;
}

/**
 * Loads `load()` when mounted and whenever `key` changes. `retry` loads again showing the loading
 * state; `reload` refreshes in the background (what is on screen stays until the answer). The last
 * data stays available while a new request runs; an answer to an abandoned request is dropped.
 */
export function useResource<T>(load: () => Promise<T>, key: string): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [refreshes, setRefreshes] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const request = `${key}#${attempt}`;
  useEffect(() => {
    let current = true;
    loadRef.current().then(
      (data) => {
        // The screen drawn from the answer renders as a transition: in slices, not one long task.
        if (current) startTransition(() => setSettled({ request, status: 'ready', data }));
      },
      (error: unknown) => {
        if (current)
          setSettled((previous) => ({ request, status: 'error', data: previous?.data ?? null, error }));
      },
    );
    return () => {
      current = false;
    };
  }, [request, refreshes]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const reload = useCallback(() => setRefreshes((n) => n + 1), []);
  const data = settled?.data ?? null;
  if (!settled || settled.request !== request) return { status: 'loading', data, retry, reload };
  if (settled.status === 'error') return { status: 'error', data, error: settled.error, retry, reload };
  return { status: 'ready', data: settled.data as T, retry, reload };
}
