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
 * Drops what a Retry would otherwise wait on: the runtime's pending load of the container's entry
 * (it shares one load per entry URL, and the manifest's entry URL carries no retry query), and the
 * remote's `<script>` elements still loading (the runtime reuses a script of the same URL instead of
 * adding one). Without this a Retry after a hung entry waits for the script's own timeout (20 s).
 * Loaded scripts are already gone (the runtime and webpack remove them), so only pending ones match.
 */
export function forgetPendingEntry(
  container: string,
  remoteBase: string,
  scope: object = globalThis,
  doc: Pick<Document, 'querySelectorAll'> | undefined = typeof document === 'undefined'
    ? undefined
    : document,
): void {
  const pending = (scope as { __GLOBAL_LOADING_REMOTE_ENTRY__?: PendingEntries })
    .__GLOBAL_LOADING_REMOTE_ENTRY__;
  for (const key of Object.keys(pending ?? {})) {
    if (key.startsWith(`${container}:`)) delete pending![key];
  }
  for (const script of doc?.querySelectorAll<HTMLScriptElement>('script[src]') ?? []) {
    if (script.src.startsWith(remoteBase)) script.remove();
  }
}
