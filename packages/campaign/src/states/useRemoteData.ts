import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type RemoteData<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Loads once on mount and again on `reload()` (Retry, or after an action changed the data).
 * A reload keeps showing the previous data instead of flashing the skeleton.
 */
export function useRemoteData<T>(load: () => Promise<T>, deps: readonly unknown[] = []) {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const generation = useRef(0);

  const reload = useCallback(() => {
    const mine = ++generation.current;
    latestLoad.current().then(
      // What the answer draws renders as a transition: in slices, not one long task.
      (data) => mine === generation.current && startTransition(() => setState({ status: 'ready', data })),
      (error: unknown) => mine === generation.current && setState({ status: 'error', error }),
    );
  }, []);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    reload();
  }, [reload]);

  useEffect(() => {
    reload();
    const answers = generation;
    return () => {
      answers.current++; // late answers of an unmounted widget are dropped
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on
  }, deps);

  return { state, reload, retry };
}
