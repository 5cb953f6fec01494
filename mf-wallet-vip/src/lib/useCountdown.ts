import { useEffect, useState } from 'react';

/** Seconds left until `endAt` (unix seconds), ticking each second; 0 once past, null without an end. */
export function useCountdown(endAt: number | null): number | null {
  const left = () => (endAt === null ? null : Math.max(0, endAt - Math.floor(Date.now() / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (endAt === null) return;
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` only reads endAt
  }, [endAt]);
  return seconds;
}

/** 1805 → '30:05'. */
export const mmss = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
