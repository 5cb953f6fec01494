import { useCallback, useEffect, useState } from 'react';

const secondsLeft = (endsAtMs: number, now: number) => Math.max(0, Math.ceil((endsAtMs - now) / 1000));

/**
 * Re-reads the clock each second until `endsAtMs` has passed. Seconds left are always end minus the
 * clock, never a decremented count, so a background tab whose timers the browser throttled shows
 * the right number the moment it wakes.
 */
function useClockUntil(endsAtMs: number | null, setNow: (now: number) => void): void {
  useEffect(() => {
    if (endsAtMs === null) return undefined;
    const timer = setInterval(() => {
      const now = Date.now();
      setNow(now);
      if (now >= endsAtMs) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAtMs, setNow]);
}

/** Whole seconds left until `endsAtMs` (epoch milliseconds); 0 once past, null without an end. */
export function useSecondsUntil(endsAtMs: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useClockUntil(endsAtMs, setNow);
  return endsAtMs === null ? null : secondsLeft(endsAtMs, now);
}

/** A restartable countdown, e.g. 'Resend (N)': `start(60)`, then `remaining` falls to 0. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [clock, setClock] = useState<{ endsAt: number | null; now: number }>({ endsAt: null, now: 0 });
  const setNow = useCallback((now: number) => setClock((current) => ({ ...current, now })), []);
  useClockUntil(clock.endsAt, setNow);
  const start = useCallback((seconds: number) => {
    const whole = Math.max(0, Math.floor(seconds));
    const now = Date.now();
    setClock({ endsAt: whole > 0 ? now + whole * 1000 : null, now });
  }, []);
  return { remaining: clock.endsAt === null ? 0 : secondsLeft(clock.endsAt, clock.now), start };
}

/** 1805 → '30:05'. */
export const mmss = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
