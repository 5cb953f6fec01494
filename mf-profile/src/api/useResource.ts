import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; data: T; reload: () => void };

/** Loads once per `key` (and on retry); a newer load cancels the older one. */
export function useResource<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; attempt: number; result: Resource<T> }>({
    key: null,
    attempt: -1,
    result: { status: 'loading' },
  });
  const again = useCallback(() => setAttempt((value) => value + 1), []);

  // `load` is a fresh closure each render: read the latest, while `key` and `attempt` say when to load.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    latestLoad.current(controller.signal).then(
      // The page drawn from the answer renders as a transition: in slices, not one long task.
      (data) =>
        startTransition(() => setState({ key, attempt, result: { status: 'ready', data, reload: again } })),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ key, attempt, result: { status: 'error', error, retry: again } });
      },
    );
    return () => controller.abort();
  }, [key, attempt, again]);

  // A reload keeps showing the previous data instead of flashing the skeleton.
  if (state.key !== key) return { status: 'loading' };
  if (state.attempt !== attempt && state.result.status !== 'ready') return { status: 'loading' };
  return state.result;
}
