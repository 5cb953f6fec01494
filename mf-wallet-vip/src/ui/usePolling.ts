import { useEffect } from 'react';

/** Calls `tick` every `intervalMs` while `active`: live statuses (orders, transfers). */
export function usePolling(active: boolean, tick: () => void, intervalMs = 1500): void {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(tick, intervalMs);
    return () => clearInterval(timer);
  }, [active, tick, intervalMs]);
}
