import { useEffect, useEffectEvent, useState } from 'react';

export type ApiData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

/** Loads once per key; a newer key cancels the older request so a late answer never wins. */
export function useApiData<T>(key: string, load: (signal: AbortSignal) => Promise<T>): ApiData<T> {
  const [state, setState] = useState<ApiData<T>>({ status: 'loading' });
  const run = useEffectEvent((signal: AbortSignal) => load(signal));
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    run(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [key]);
  return state;
}
