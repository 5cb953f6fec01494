interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and answer input before the next piece of
 * start-up work: a phone runs this page's boot several times slower than a desktop, and one long
 * task there is a frozen screen. `scheduler.yield` keeps our place at the front of the queue where
 * the browser has it; elsewhere a macrotask does the same job.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
