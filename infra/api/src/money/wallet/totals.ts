import type { AccountTotals } from '../../auth';
import { usableBoundGold, type GoldExpirationEntry, type WalletTotals } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { lastSpendableSecond } from '../ledger/boundGold';

const EMPTY: WalletTotals = { totalGold: 0, totalBoundGold: 0, usableBoundGold: 0, point: 0, tokenAmount: 0 };

/** The balance columns of a wallet row, with the bound gold past its end that no job has expired yet. */
export interface WalletBalancesRow {
  gold: number;
  bound_gold: number;
  points: number;
  /** sum(remaining) of the player's lots with remaining > 0 and expires_at <= now (null: none). */
  overdue: string | number | null;
}

/**
 * totalGold, totalBoundGold and point of 000 §3 from a wallet row (none yet: zeros). Bound gold past
 * its end counts as gone even before the expiry job (or the player's next spend) writes its expiry rows.
 */
export function accountTotalsOf(row: WalletBalancesRow | undefined): AccountTotals {
  if (!row) return { totalGold: 0, totalBoundGold: 0, point: 0 };
  return {
    totalGold: row.gold,
    totalBoundGold: row.bound_gold - Number(row.overdue ?? 0),
    point: row.points,
  };
}

/** The player's balances in one indexed query, cheap enough for every page load. */
export async function readWalletTotals(
  db: Kysely<Database>,
  userId: number,
  at: Date = new Date(),
): Promise<WalletTotals> {
  const { rows } = await sql<WalletBalancesRow & { gacha_tokens: number; level: number | null }>`
    select w.gold, w.bound_gold, w.points, w.gacha_tokens,
           (select sum(l.remaining) from bound_gold_lots l
             where l.user_id = w.user_id and l.remaining > 0 and l.expires_at <= ${at}) as overdue,
           (select v.current_level from vip_status v where v.user_id = w.user_id) as level
      from wallets w where w.user_id = ${userId}`.execute(db);
  const row = rows[0];
  if (!row) return EMPTY;
  const { totalGold, totalBoundGold, point } = accountTotalsOf(row);
  return {
    totalGold,
    totalBoundGold,
    usableBoundGold: usableBoundGold(totalBoundGold, row.level ?? 0),
    point,
    tokenAmount: row.gacha_tokens,
  };
}

/**
 * The expiration detail (000 §3, §9): the gold entry first (also when 0; gold never expires, so
 * expireAt is null), then per expiry date the unexpired bound gold with a positive amount, earliest
 * first, expireAt being the last second it can be spent.
 */
export async function readExpirationDetail(
  db: Kysely<Database>,
  userId: number,
  at: Date = new Date(),
): Promise<GoldExpirationEntry[]> {
  const [wallet, lots] = await Promise.all([
    db.selectFrom('wallets').select('gold').where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('bound_gold_lots')
      .select(['expires_at', (eb) => eb.fn.sum<string | number>('remaining').as('amount')])
      .where('user_id', '=', userId)
      .where('remaining', '>', sql.lit(0)) // a literal, so the partial index applies
      .where('expires_at', '>', at)
      .groupBy('expires_at')
      .orderBy('expires_at')
      .execute(),
  ]);
  return [
    { type: 'gold', amount: wallet?.gold ?? 0, expireAt: null },
    ...lots.map((lot) => ({
      type: 'bound_gold' as const,
      amount: Number(lot.amount),
      expireAt: lastSpendableSecond(lot.expires_at),
    })),
  ];
}
