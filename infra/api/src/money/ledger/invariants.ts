import { LEDGER_CURRENCIES, type LedgerCurrency } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

export interface LedgerMismatch {
  userId: number;
  /** Which rule broke: the balance is not the ledger sum, or not the lots' remaining gold. */
  check: 'balance_equals_ledger_sum' | 'bound_gold_equals_lots';
  currency: LedgerCurrency;
  balance: number;
  expected: number;
}

const toNumber = (value: unknown) => Number(value ?? 0);

/**
 * The money invariants, checked by SQL over every wallet (or one player's):
 * each balance equals the sum of its ledger entries (a player with entries but no wallet counts as a
 * zero balance), and bound_gold equals the remaining gold of the player's lots. Empty when all hold.
 */
export async function findLedgerMismatches(db: Kysely<Database>, userId?: number): Promise<LedgerMismatch[]> {
  const onlyUser = userId === undefined ? sql`true` : sql`user_id = ${userId}`;
  const sums = LEDGER_CURRENCIES.map(
    (currency) =>
      sql`coalesce(sum(amount) filter (where currency = ${currency}), 0) as ${sql.ref(`sum_${currency}`)}`,
  );
  const { rows } = await sql<Record<string, unknown>>`
    with sums as (select user_id, ${sql.join(sums)} from ledger_entries where ${onlyUser} group by user_id),
         lots as (select user_id, sum(remaining) as remaining from bound_gold_lots where ${onlyUser} group by user_id),
         balances as (select user_id, gold, bound_gold, points, gacha_tokens from wallets where ${onlyUser})
    select coalesce(b.user_id, s.user_id, l.user_id) as user_id,
           b.gold, b.bound_gold, b.points, b.gacha_tokens,
           s.sum_gold, s.sum_bound_gold, s.sum_points, s.sum_gacha_tokens,
           l.remaining as lots_remaining
      from balances b
      full outer join sums s on s.user_id = b.user_id
      full outer join lots l on l.user_id = coalesce(b.user_id, s.user_id)`.execute(db);
  const mismatches: LedgerMismatch[] = [];
  for (const row of rows) {
    const user = toNumber(row.user_id);
    for (const currency of LEDGER_CURRENCIES) {
      const balance = toNumber(row[currency]);
      const expected = toNumber(row[`sum_${currency}`]);
      if (balance !== expected) {
        mismatches.push({ userId: user, check: 'balance_equals_ledger_sum', currency, balance, expected });
      }
    }
    const lots = toNumber(row.lots_remaining);
    if (toNumber(row.bound_gold) !== lots) {
      mismatches.push({
        userId: user,
        check: 'bound_gold_equals_lots',
        currency: 'bound_gold',
        balance: toNumber(row.bound_gold),
        expected: lots,
      });
    }
  }
  return mismatches;
}
