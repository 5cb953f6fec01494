import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left, decreasing once a second until 0 (the 'Resend (N)' countdown of 000 §4). Counted
 * against an end time, so a throttled background tab still shows the right number when it wakes.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === 0) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.round((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(0);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const whole = Math.max(0, Math.floor(seconds));
    setRemaining(whole);
    setEndsAt(whole > 0 ? Date.now() + whole * 1000 : 0);
  }, []);
  return { remaining, start };
}
