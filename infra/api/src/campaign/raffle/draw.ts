import { createHash, createHmac, randomBytes } from 'node:crypto';

export const RAFFLE_ALGORITHM = 'hmac-sha256-fisher-yates-v1';

export interface RaffleSlot {
  prizeId: number;
}

export interface RaffleWinnerPick {
  lotteryNumber: number;
  prizeId: number;
  /** 1 for the first slot of the prize list (the flagship phone first). */
  rank: number;
}

/** 32 bytes from the operating system's CSPRNG, as hex: the one secret the whole draw derives from. */
export const newRaffleSeed = (): string => randomBytes(32).toString('hex');

/** SHA-256 of the sorted lottery numbers: the audit log proves which entries the draw saw. */
export function entriesDigest(lotteryNumbers: readonly number[]): string {
  return createHash('sha256')
    .update([...lotteryNumbers].sort((a, b) => a - b).join(','))
    .digest('hex');
}

/**
 * A deterministic stream of uniform integers from the seed: HMAC-SHA256(seed, counter) blocks read as
 * 32-bit words, with rejection sampling so `below(n)` has no modulo bias. The same seed always gives
 * the same stream, which is what makes a recorded draw reproducible.
 */
export function seededIntegers(seedHex: string) {
  const key = Buffer.from(seedHex, 'hex');
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  const nextWord = (): number => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', key).update(String(counter++)).digest();
      offset = 0;
    }
    const word = block.readUInt32BE(offset);
    offset += 4;
    return word;
  };
  return {
    below(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new Error(`below(${n})`);
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % n;
      }
    },
  };
}

/**
 * The draw: entries sorted by lottery number, a partial Fisher–Yates shuffle driven by the seed, the
 * i-th drawn entry gets the i-th prize slot (prizes in list order, each repeated `quantity` times).
 * Pure: `drawRaffle(seed, entries, slots)` run again by anyone gives the same winners.
 */
export function drawRaffle(
  seedHex: string,
  lotteryNumbers: readonly number[],
  slots: readonly RaffleSlot[],
): RaffleWinnerPick[] {
  const pool = [...lotteryNumbers].sort((a, b) => a - b);
  const random = seededIntegers(seedHex);
  const picks = Math.min(pool.length, slots.length);
  const winners: RaffleWinnerPick[] = [];
  for (let index = 0; index < picks; index++) {
    const swap = index + random.below(pool.length - index);
    [pool[index], pool[swap]] = [pool[swap]!, pool[index]!];
    winners.push({ lotteryNumber: pool[index]!, prizeId: slots[index]!.prizeId, rank: index + 1 });
  }
  return winners;
}

/** The prize list as slots: each prize as many times as its quantity, in list order. */
export const prizeSlots = (prizes: readonly { id: number; quantity: number }[]): RaffleSlot[] =>
  prizes.flatMap((prize) => Array.from({ length: prize.quantity }, () => ({ prizeId: prize.id })));

/** Whether a winner may still answer: strictly before the deadline (001 §4: 14 days). */
export const isResponseOpen = (deadline: Date, at: Date): boolean => at.getTime() < deadline.getTime();
