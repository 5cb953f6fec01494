import { ThrottledError } from '../lib/throttledError';

/** At most `perMinute` reports per client address per minute (per API process: a cheap guard). */
export function createReportLimiter(perMinute: number, clock: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return (clientIp: string): void => {
    const now = clock();
    const start = Math.floor(now / 60_000) * 60_000;
    const window = windows.get(clientIp);
    if (!window || window.start !== start) {
      // One minute of addresses at most: older windows are useless.
      if (windows.size > 10_000) windows.clear();
      windows.set(clientIp, { start, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > perMinute) {
      const wait = Math.max(1, Math.ceil((start + 60_000 - now) / 1000));
      throw new ThrottledError(`Too many reports; try again in ${wait} s.`, wait);
    }
  };
}
