/** A queue that lets `size` tasks run at a time, in arrival order (one per password-hashing worker). */
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
