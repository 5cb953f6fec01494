import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { csvField } from '../lib/csv';
import { InsufficientBalanceError, withWallet } from '../money';
import { loadMoneyConfig, type MoneyConfig } from '../money/wallet/config';
import type { CliIo } from './adminCommands';
import { parseSince } from './feedbackCommands';
import { readCliOptions } from './options';

export const FINANCE_USAGE = `Finance commands:
  finance export --format csv [--since <when>] [--until <when>]   Ledger totals per UTC day, currency and kind (reason)
  finance refund <order id> --reason <text>                       Reverse a delivered top-up through the ledger

export columns: day,currency,reason,entries,credits,debits,net (integers; default since 30d, until now).
refund takes back the order's gold (refused when the player no longer has it) and what is left of its
bonus bound gold, as adjustment rows referenced topup_refund:<order id>, once per order. VIP XP stays.
<when> is a date or time in UTC (2024-05-01, 2024-05-01T08:30:00Z) or an age: 30m, 24h, 7d.`;

export const FINANCE_CSV_HEADER = 'day,currency,reason,entries,credits,debits,net';

class FinanceUsageError extends Error {}
class RefundRefusedError extends Error {}

function when(raw: string, now: Date): Date {
  try {
    return parseSince(raw, now);
  } catch (error) {
    throw new FinanceUsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Ledger rows summed per UTC day, currency and reason, oldest day first. */
export async function ledgerTotalsByDay(db: Kysely<Database>, since: Date, until: Date) {
  const day = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('ledger_entries')
    .select([
      day.as('day'),
      'currency',
      'reason',
      sql<string>`count(*)`.as('entries'),
      sql<string>`coalesce(sum(case when amount > 0 then amount else 0 end), 0)`.as('credits'),
      sql<string>`coalesce(sum(case when amount < 0 then amount else 0 end), 0)`.as('debits'),
    ])
    .where('created_at', '>=', since)
    .where('created_at', '<', until)
    .groupBy([day, 'currency', 'reason'])
    .orderBy(day)
    .orderBy('currency')
    .orderBy('reason')
    .execute();
  // count and sum come back as bigint text on PostgreSQL: exact integers, never floats.
  return rows.map((row) => {
    const credits = BigInt(row.credits);
    const debits = BigInt(row.debits);
    return { ...row, entries: BigInt(row.entries), credits, debits, net: credits + debits };
  });
}

/** Reverses a delivered top-up: its gold and what remains of its bonus bound gold, once. */
export async function refundTopup(
  db: Kysely<Database>,
  config: MoneyConfig,
  orderId: string,
  memo: string,
  at: Date,
): Promise<{ userId: number; gold: number; boundGold: number; reference: string }> {
  const reference = `topup_refund:${orderId}`;
  return inTransaction(db, async (trx) => {
    // Lock order: the order first, then the wallet (money/wallet/session.ts).
    const order = await trx
      .selectFrom('topup_orders')
      .select(['id', 'user_id', 'status', 'gold', 'bonus_bound_gold'])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new RefundRefusedError(`No top-up order ${orderId}`);
    if (order.status !== 'delivered')
      throw new RefundRefusedError(
        `Order ${orderId} is ${order.status}: only a delivered top-up is refunded`,
      );
    const done = await trx
      .selectFrom('ledger_entries')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (done) throw new RefundRefusedError(`Order ${orderId} was refunded already`);
    return withWallet(trx, order.user_id, at, config.vip, async ({ ledger }) => {
      const posting = { reason: 'adjustment' as const, reference, memo };
      ledger.post({ ...posting, currency: 'gold', amount: -order.gold });
      const boundGold = Math.min(order.bonus_bound_gold, ledger.balances.bound_gold);
      if (boundGold > 0) await ledger.spendBoundGold(boundGold, posting);
      return { userId: order.user_id, gold: order.gold, boundGold, reference };
    });
  });
}

/** `finance export|refund …` of the admin CLI; returns the exit code (0 ok, 1 refused, 2 usage). */
export async function runFinanceCommand(
  argv: readonly string[],
  db: Kysely<Database>,
  io: CliIo,
  {
    now = () => new Date(),
    config = loadMoneyConfig(process.env, process.env.NODE_ENV === 'production'),
  }: { operator?: string; now?: () => Date; config?: MoneyConfig } = {},
): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === 'export') {
      const { options } = readCliOptions(
        args,
        ['--since', '--until', '--format'],
        (m) => new FinanceUsageError(m),
      );
      const last = (name: string) => options.get(name)?.at(-1);
      if (last('--format') !== 'csv')
        throw new FinanceUsageError('export needs --format csv (the only format)');
      const at = now();
      const since = when(last('--since') ?? '30d', at);
      const until = last('--until') ? when(last('--until') ?? '', at) : at;
      io.out(FINANCE_CSV_HEADER);
      for (const row of await ledgerTotalsByDay(db, since, until)) {
        // Integers as digits (bigint, exact); csvField would guard a negative one as a formula.
        const amounts = [row.entries, row.credits, row.debits, row.net].map(String);
        io.out([row.day, row.currency, row.reason].map(csvField).concat(amounts).join(','));
      }
      return 0;
    }
    if (command === 'refund') {
      const { options, positional } = readCliOptions(args, ['--reason'], (m) => new FinanceUsageError(m), {
        positionals: true,
      });
      const reason = options.get('--reason')?.at(-1)?.trim();
      if (positional.length !== 1 || !/^[A-Za-z0-9_-]{1,64}$/.test(positional[0] ?? ''))
        throw new FinanceUsageError('refund takes <order id> --reason <text>');
      if (!reason) throw new FinanceUsageError('--reason <text> is required: it is kept in the ledger');
      const refund = await refundTopup(db, config, positional[0]!, reason, now());
      io.out(
        `Refunded order ${positional[0]}: ${refund.gold} gold and ${refund.boundGold} bound gold taken back from player ${refund.userId} (${refund.reference})`,
      );
      return 0;
    }
    throw new FinanceUsageError(`Unknown finance command: ${argv.join(' ')}`);
  } catch (error) {
    if (error instanceof FinanceUsageError) {
      io.err(`${error.message}\n\n${FINANCE_USAGE}`);
      return 2;
    }
    if (error instanceof RefundRefusedError) {
      io.err(`Refused: ${error.message}`);
      return 1;
    }
    if (error instanceof InsufficientBalanceError) {
      io.err(`Refused: the player no longer holds the order's ${error.currency} (balances never go below 0)`);
      return 1;
    }
    throw error;
  }
}
