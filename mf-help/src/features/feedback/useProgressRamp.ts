import { useEffect, useState } from 'react';

const TICK_MS = 40;

/**
 * A percentage that climbs from `from` to 100 over `durationMs` while `running` (the feedback
 * sheet's ~1.2 s progress animation); it stays at `from` otherwise.
 */
export function useProgressRamp(running: boolean, durationMs: number, from = 0): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const sinceStart = Date.now() - started;
      setElapsed(sinceStart);
      if (sinceStart >= durationMs) clearInterval(timer);
    }, TICK_MS);
    return () => {
      clearInterval(timer);
      setElapsed(0);
    };
  }, [running, durationMs]);
  return running ? from + (100 - from) * Math.min(1, elapsed / durationMs) : from;
}
