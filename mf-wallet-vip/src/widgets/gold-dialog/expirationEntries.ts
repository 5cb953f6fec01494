import type { GoldExpirationEntry } from '@portal/contracts';

/** The dialog shows entries with a positive amount, and the gold entry also at zero (000 §9). */
export const visibleEntries = (entries: readonly GoldExpirationEntry[]): GoldExpirationEntry[] =>
  entries.filter((entry) => entry.type === 'gold' || entry.amount > 0);

/** Gold plus bound gold: the dialog's total. */
export const totalOf = (
  entries: readonly GoldExpirationEntry[],
): { gold: number; bound: number; total: number } => {
  let gold = 0;
  let bound = 0;
  for (const entry of entries) {
    if (entry.type === 'gold') gold += entry.amount;
    else bound += entry.amount;
  }
  return { gold, bound, total: gold + bound };
};
