import { useEffect, useEffectEvent, useState } from 'react';

export type ApiData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

type Settled<T> = { key: string } & ({ status: 'ready'; data: T } | { status: 'error'; error: unknown });

/**
 * Loads once per key; a newer key aborts the older request so a late answer never wins. A result
 * belongs to the key it was loaded for, so a new key reads as loading until its own answer lands.
 */
export function useApiData<T>(key: string, load: (signal: AbortSignal) => Promise<T>): ApiData<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const run = useEffectEvent((signal: AbortSignal) => load(signal));
  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => !controller.signal.aborted && setSettled({ key, status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setSettled({ key, status: 'error', error }),
    );
    return () => controller.abort();
  }, [key]);
  return settled && settled.key === key ? settled : { status: 'loading' };
}
