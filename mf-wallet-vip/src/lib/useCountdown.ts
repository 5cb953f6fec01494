import { useEffect, useState } from 'react';

/** Seconds left until `endAt` (unix seconds), ticking each second; 0 once past, null without an end. */
export function useCountdown(endAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endAt]);
  return endAt === null ? null : Math.max(0, endAt - Math.floor(now / 1000));
}

/** 1805 → '30:05'. */
export const mmss = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
