import { availableParallelism } from 'node:os';

/**
 * How many password hashes run at once. argon2id and scrypt run on libuv's thread pool, off the
 * event loop, but each takes a core for tens of milliseconds: four at once on two cores (the
 * pool's default size) left the event loop a fraction of a core, and /me's p99 during a wave of
 * sign-ins went to seconds. One core stays for the event loop (requests, the embedded database);
 * the others hash, and sign-ins past them wait their turn. libuv's pool (UV_THREADPOOL_SIZE,
 * default 4) still bounds it on larger machines.
 */
export const HASH_SLOTS = Math.max(1, availableParallelism() - 1);

/** A queue that lets `size` tasks run at a time, in arrival order. */
export function createSlots(size: number) {
  let busy = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];
  return {
    /** The most tasks that ever ran at once (tests). */
    get peak() {
      return peak;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (busy < size) busy++;
      else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over
      peak = Math.max(peak, busy);
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else busy--;
      }
    },
  };
}

/** The process's password-hashing slots. */
export const hashSlots = createSlots(HASH_SLOTS);
