import { randomInt } from 'node:crypto';

export interface Weighted {
  weight: number;
}

/**
 * Picks one item with probability weight / total weight, from crypto.randomInt (uniform, no modulo
 * bias). `random(max)` returns an integer in [0, max); tests can pass their own.
 */
export function pickWeighted<T extends Weighted>(
  items: readonly T[],
  random: (max: number) => number = randomInt,
): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  if (items.length === 0 || total <= 0) throw new Error('Nothing to pick from');
  let ticket = random(total);
  for (const item of items) {
    if (ticket < item.weight) return item;
    ticket -= item.weight;
  }
  throw new Error('Weighted pick ran past the last item');
}
