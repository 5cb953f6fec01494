/** How many times each remote (by container name) was retried: the cache-busting query's value. */
export const retryGenerations = new Map<string, number>();

export const RETRY_QUERY = 'portal-retry';

export function nextRetryGeneration(container: string): number {
  const next = (retryGenerations.get(container) ?? 0) + 1;
  retryGenerations.set(container, next);
  return next;
}

/** The URL with `portal-retry=<generation>` (unchanged for generation 0: first loads use the preload). */
export function bustedUrl(url: string, generation: number): string {
  if (generation <= 0) return url;
  const busted = new URL(url);
  busted.searchParams.set(RETRY_QUERY, String(generation));
  return busted.href;
}

/** The runtime's in-flight entry loads, keyed `<container>:<entry URL>` (a global of @module-federation/runtime-core). */
type PendingEntries = Record<string, Promise<unknown> | undefined>;

/**
 * Drops the runtime's pending load of a container's entry script. The runtime shares one load per
 * entry URL, and the manifest's entry URL carries no retry query: without this a Retry would wait on
 * the hung script until its own timeout (20 s) instead of asking again.
 */
export function forgetPendingEntry(container: string, scope: object = globalThis): void {
  const pending = (scope as { __GLOBAL_LOADING_REMOTE_ENTRY__?: PendingEntries })
    .__GLOBAL_LOADING_REMOTE_ENTRY__;
  if (!pending) return;
  for (const key of Object.keys(pending)) {
    if (key.startsWith(`${container}:`)) delete pending[key];
  }
}
