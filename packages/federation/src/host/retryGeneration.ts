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
