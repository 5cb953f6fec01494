import { useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> =
  | { status: 'loading'; data: T | null; retry: () => void; reload: () => void }
  | { status: 'ready'; data: T; retry: () => void; reload: () => void }
  | { status: 'error'; data: T | null; error: unknown; retry: () => void; reload: () => void };

/**
 * Loads `load()` when mounted and whenever `key` changes; `retry` loads again after an error and
 * `reload` refreshes in the background (the current data stays on screen). An answer that arrives
 * after a newer request started is dropped.
 */
export function useResource<T>(load: () => Promise<T>, key: string): Resource<T> {
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; data: T | null; error?: unknown }>(
    { status: 'loading', data: null },
  );
  const generation = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback((background: boolean) => {
    const mine = ++generation.current;
    if (!background) setState((previous) => ({ status: 'loading', data: previous.data }));
    loadRef.current().then(
      (data) => {
        if (mine === generation.current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (mine === generation.current) setState((previous) => ({ status: 'error', data: previous.data, error }));
      },
    );
  }, []);

  useEffect(() => {
    run(false);
  }, [key, run]);

  const retry = useCallback(() => run(false), [run]);
  const reload = useCallback(() => run(true), [run]);
  return { ...state, retry, reload } as Resource<T>;
}
