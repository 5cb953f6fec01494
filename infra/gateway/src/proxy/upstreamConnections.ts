import { Pool, type Dispatcher } from 'undici';

/**
 * At most this many connections to one API replica. A connection carries one request at a time
 * (the API answers a connection's requests in turn, so pipelining would queue them), so this is
 * also how many requests one replica gets at once; they are kept alive between requests.
 */
export const CONNECTIONS_PER_UPSTREAM = 128;

export interface UpstreamTimeouts {
  /** The API's status line and headers must arrive within this (504 otherwise). */
  headersMs: number;
  /** And each piece of its body within this of the one before. */
  bodyMs: number;
}

/** undici's own defaults, as the proxy had them before. */
export const DEFAULT_UPSTREAM_TIMEOUTS: UpstreamTimeouts = { headersMs: 300_000, bodyMs: 300_000 };

/** One undici connection pool per API replica, made on first use and closed with the gateway. */
export class UpstreamConnections {
  readonly #pools = new Map<string, Pool>();
  readonly #timeouts: UpstreamTimeouts;

  constructor(timeouts: UpstreamTimeouts = DEFAULT_UPSTREAM_TIMEOUTS) {
    this.#timeouts = timeouts;
  }

  /** Sends one request to `origin` (scheme://host:port); `handler` receives its answer as it comes. */
  dispatch(
    origin: string,
    options: Pick<Dispatcher.DispatchOptions, 'method' | 'path' | 'headers' | 'body'>,
    handler: Dispatcher.DispatchHandler,
  ): void {
    this.#pool(origin).dispatch(options, handler);
  }

  async close(): Promise<void> {
    const pools = [...this.#pools.values()];
    this.#pools.clear();
    await Promise.all(pools.map((pool) => pool.destroy()));
  }

  #pool(origin: string): Pool {
    let pool = this.#pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, {
        connections: CONNECTIONS_PER_UPSTREAM,
        pipelining: 1,
        headersTimeout: this.#timeouts.headersMs,
        bodyTimeout: this.#timeouts.bodyMs,
      });
      this.#pools.set(origin, pool);
    }
    return pool;
  }
}
