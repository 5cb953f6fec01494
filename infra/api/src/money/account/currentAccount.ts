import type { VipRules } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { preparedQuery } from '../../db/preparedStatements';
import { ACCOUNT_COLUMNS, type CurrentAccountReader } from '../../auth';
import { VIP_PROGRESS_COLUMNS, vipProgressOf } from '../vip/progress';
import { accountTotalsOf } from '../wallet/totals';

/**
 * The current-user answer (/me) in ONE statement: the account, its wallet balances with the bound
 * gold overdue for expiry, and its VIP status with the current cycle, by primary keys and the lots'
 * partial index. /me runs on every page load; three statements cost three round trips and three
 * pool connections each. It runs as a named prepared statement (db/preparedStatements.ts): planning
 * this join costs PostgreSQL more than running it. The balances and the VIP progress mean exactly
 * what the wallet totals (wallet/totals.ts) and the VIP page (vip/progress.ts) answer: the same row
 * mappers read them.
 */
export function readCurrentAccount(
  db: Kysely<Database>,
  rules: VipRules,
  clock: () => Date = () => new Date(),
): CurrentAccountReader {
  const accountRows = preparedQuery(
    db,
    'current_account',
    (userId: number, at: Date) =>
      db
        .selectFrom('users')
        .leftJoin('wallets', 'wallets.user_id', 'users.id')
        .leftJoin('vip_status', 'vip_status.user_id', 'users.id')
        .leftJoin('vip_cycles', 'vip_cycles.id', 'vip_status.cycle_id')
        .select(ACCOUNT_COLUMNS.map((column) => `users.${column}` as const))
        .select((eb) => [
          'wallets.gold',
          'wallets.bound_gold',
          'wallets.points',
          eb
            .selectFrom('bound_gold_lots')
            .select((lots) => lots.fn.sum<string | number>('bound_gold_lots.remaining').as('overdue'))
            .whereRef('bound_gold_lots.user_id', '=', 'users.id')
            .where('bound_gold_lots.remaining', '>', sql.lit(0)) // a literal, so the partial index applies
            .where('bound_gold_lots.expires_at', '<=', at)
            .as('overdue'),
        ])
        .select(VIP_PROGRESS_COLUMNS)
        .where('users.id', '=', userId),
    2,
  );

  return async (userId) => {
    const [row] = await accountRows(userId, clock());
    if (!row) return undefined;
    const { gold, bound_gold, points, overdue } = row;
    const { current_level, eligible_level, cycle_gold, end_at, downgrade_at, rewards } = row;
    return {
      account: row,
      totals: accountTotalsOf(
        gold === null || bound_gold === null || points === null
          ? undefined
          : { gold, bound_gold, points, overdue },
      ),
      vipProgress: vipProgressOf(
        current_level === null || eligible_level === null || cycle_gold === null
          ? undefined
          : { current_level, eligible_level, cycle_gold, end_at, downgrade_at, rewards },
        rules,
      ),
    };
  };
}
