import { apiRoutes } from '@portal/contracts';

export interface UpstreamPoolOptions {
  /** API base URLs (scheme://host:port), one per replica. */
  urls: string[];
  /** How often every upstream is probed; a failed one comes back at the first probe that passes. */
  probeIntervalMs?: number;
  /** A probe slower than this counts as a failure (a hung replica is as bad as a dead one). */
  probeTimeoutMs?: number;
  /** Told when an upstream goes out of or back into rotation. */
  onChange?: (url: string, healthy: boolean, reason: string) => void;
}

export const DEFAULT_PROBE_INTERVAL_MS = 2000;
export const DEFAULT_PROBE_TIMEOUT_MS = 3000;
/** Slow or failing probes in a row before a replica that still accepts connections leaves the rotation. */
export const PROBE_FAILURES_TO_EJECT = 2;

/**
 * The API replicas behind `/api`: round robin over the healthy ones. An upstream leaves the rotation
 * at once when a request or a probe cannot connect to it, and after two health probes in a row
 * (`GET /api/health`, which pings the database) fail or time out: one slow probe on a busy machine
 * does not eject a working replica. The probes keep running, so it rejoins at the first one it passes. With every upstream out, requests still go round robin over all of
 * them: the caller gets the real error (502) instead of a made-up one, and a recovered replica is
 * found by the next request.
 */
export class UpstreamPool {
  readonly urls: readonly string[];
  readonly #down = new Map<string, string>();
  /** The healthy upstreams, kept as the rotation changes: `pick` runs for every proxied request. */
  #healthy: readonly string[];
  readonly #probeFailures = new Map<string, number>();
  readonly #probeIntervalMs: number;
  readonly #probeTimeoutMs: number;
  readonly #onChange: UpstreamPoolOptions['onChange'];
  #next = 0;
  #timer: NodeJS.Timeout | undefined;
  #probing: Promise<void> | undefined;

  constructor({
    urls,
    probeIntervalMs = DEFAULT_PROBE_INTERVAL_MS,
    probeTimeoutMs = DEFAULT_PROBE_TIMEOUT_MS,
    onChange,
  }: UpstreamPoolOptions) {
    if (urls.length === 0) throw new Error('UpstreamPool: at least one upstream URL is needed');
    this.urls = [...new Set(urls.map((url) => url.replace(/\/+$/, '')))];
    this.#healthy = this.urls;
    this.#probeIntervalMs = probeIntervalMs;
    this.#probeTimeoutMs = probeTimeoutMs;
    this.#onChange = onChange;
  }

  /** The healthy upstreams, in configuration order. */
  healthy(): string[] {
    return [...this.#healthy];
  }

  /** The next upstream for a request; `except` skips one that just failed (a retry goes elsewhere). */
  pick(except?: string): string {
    const healthy = except === undefined ? this.#healthy : this.#healthy.filter((url) => url !== except);
    const candidates = healthy.length > 0 ? healthy : this.urls.filter((url) => url !== except);
    const list = candidates.length > 0 ? candidates : this.urls;
    const url = list[this.#next % list.length]!;
    this.#next = (this.#next + 1) % 1_000_000;
    return url;
  }

  markDown(url: string, reason: string): void {
    if (!this.urls.includes(url) || this.#down.has(url)) return;
    this.#down.set(url, reason);
    this.#healthy = this.urls.filter((candidate) => !this.#down.has(candidate));
    this.#onChange?.(url, false, reason);
  }

  markUp(url: string): void {
    if (!this.#down.delete(url)) return;
    this.#healthy = this.urls.filter((candidate) => !this.#down.has(candidate));
    this.#onChange?.(url, true, 'health probe passed');
  }

  /** Starts the periodic probes (the first one right away). A single upstream needs none. */
  start(): void {
    if (this.urls.length < 2 || this.#timer) return;
    const tick = () => {
      this.#probing = this.probeAll().finally(() => {
        this.#probing = undefined;
        if (this.#timer) this.#timer = setTimeout(tick, this.#probeIntervalMs).unref();
      });
    };
    this.#timer = setTimeout(tick, 0).unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#probing;
  }

  /** Probes every upstream once and updates the rotation. */
  async probeAll(): Promise<void> {
    await Promise.all(
      this.urls.map(async (url) => {
        const failure = await this.#probe(url);
        if (!failure) {
          this.#probeFailures.delete(url);
          this.markUp(url);
          return;
        }
        const failures = (this.#probeFailures.get(url) ?? 0) + 1;
        this.#probeFailures.set(url, failures);
        if (failure.refused || failures >= PROBE_FAILURES_TO_EJECT) this.markDown(url, failure.reason);
      }),
    );
  }

  async #probe(url: string): Promise<{ reason: string; refused: boolean } | undefined> {
    try {
      const response = await fetch(`${url}${apiRoutes.health}`, {
        signal: AbortSignal.timeout(this.#probeTimeoutMs),
      });
      await response.arrayBuffer();
      return response.ok ? undefined : { reason: `health probe answered ${response.status}`, refused: false };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return {
        reason: `health probe failed: ${cause ?? (error instanceof Error ? error.message : String(error))}`,
        refused: cause === 'ECONNREFUSED',
      };
    }
  }
}
