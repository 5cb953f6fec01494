import { LedgerCurrencySchema, type LedgerCurrency } from '@portal/contracts';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/database';
import {
  findLedgerMismatches,
  InsufficientBalanceError,
  createLedgerRepository,
  readVipProgress,
  adjustBalance,
} from '../money';
import { loadMoneyConfig, type MoneyConfig } from '../money/wallet/config';
import { createMoneyServices } from '../money';
import type { CliIo } from './adminCommands';
import { readCliOptions } from './options';

export const MONEY_USAGE = `Money commands (every change is a ledger row; <player> is an id, an email or a profile slug):
  wallet show <player>                                    Balances, bound gold by expiry, VIP progress
  wallet grant <player> <currency> <amount> --reason <text>   Add to a balance (bound_gold: a new lot)
  wallet revoke <player> <currency> <amount> --reason <text>  Take from a balance (refused below 0)
  wallet ledger <player> [--limit N]                      The player's ledger, newest first (default 20)
  wallet check [<player>]                                 Every balance equals its ledger sum (exit 1 if not)
  jobs run expiry|vip|orders|deliveries|all               Run a money job now (idempotent)

<currency> is gold, bound_gold, points or gacha_tokens; <amount> a positive integer.`;

class MoneyUsageError extends Error {}

async function findPlayer(db: Kysely<Database>, raw: string | undefined): Promise<number> {
  if (!raw) throw new MoneyUsageError('a <player> is required');
  const query = db.selectFrom('users').select('id');
  const user = /^\d{1,10}$/.test(raw)
    ? await query.where('id', '=', Number(raw)).executeTakeFirst()
    : raw.includes('@')
      ? await query.where('email_normalized', '=', raw.trim().toLowerCase()).executeTakeFirst()
      : await query.where('slug', '=', raw).executeTakeFirst();
  if (!user) throw new MoneyUsageError(`No player "${raw}"`);
  return user.id;
}

function parseCurrency(raw: string | undefined): LedgerCurrency {
  const result = v.safeParse(LedgerCurrencySchema, raw);
  if (!result.success) throw new MoneyUsageError(result.issues[0].message);
  return result.output;
}

function parseAmount(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw new MoneyUsageError('<amount> must be a positive integer');
  }
  return Number(raw);
}

/** `--name value` options after the positional arguments (util.parseArgs; the last value of a repeated option wins). */
function splitOptions(args: readonly string[], allowed: readonly `--${string}`[]) {
  const { positional, options } = readCliOptions(args, allowed, (message) => new MoneyUsageError(message), {
    positionals: true,
  });
  return { positional, options: new Map([...options].map(([name, values]) => [name, values.at(-1) ?? ''])) };
}

const iso = (unix: number | null) => (unix === null ? 'never' : new Date(unix * 1000).toISOString());

/** `wallet …` and `jobs run …` of the admin CLI; returns the exit code (0 ok, 1 failed, 2 usage). */
export async function runMoneyCommand(
  argv: readonly string[],
  db: Kysely<Database>,
  io: CliIo,
  config: MoneyConfig = loadMoneyConfig(process.env, process.env.NODE_ENV === 'production'),
): Promise<number> {
  const [area, command, ...rest] = argv;
  const money = createMoneyServices({ db, config });
  try {
    if (command === undefined || command === 'help' || command === '--help') {
      io.out(MONEY_USAGE);
      return 0;
    }
    if (area === 'wallet' && (command === 'grant' || command === 'revoke')) {
      const { positional, options } = splitOptions(rest, ['--reason']);
      if (positional.length !== 3)
        throw new MoneyUsageError(`wallet ${command} takes <player> <currency> <amount> --reason <text>`);
      const reason = options.get('--reason')?.trim();
      if (!reason) throw new MoneyUsageError('--reason <text> is required: it is kept in the ledger');
      const userId = await findPlayer(db, positional[0]);
      const currency = parseCurrency(positional[1]);
      const amount = parseAmount(positional[2]);
      const { reference, balances } = await adjustBalance(db, config, money.clock, {
        userId,
        currency,
        amount: command === 'grant' ? amount : -amount,
        memo: reason,
      });
      io.out(
        `${command === 'grant' ? 'Granted' : 'Revoked'} ${amount} ${currency} (player ${userId}, ${reference})`,
      );
      io.out(`Balances: ${JSON.stringify(balances)}`);
      return 0;
    }
    if (area === 'wallet' && command === 'show') {
      const userId = await findPlayer(db, rest[0]);
      const totals = await money.wallet.totals(userId);
      io.out(`Player ${userId}: ${JSON.stringify(totals)}`);
      for (const entry of await money.wallet.expirationDetail(userId)) {
        io.out(
          `  ${entry.type.padEnd(10)} ${String(entry.amount).padStart(10)}  expires ${iso(entry.expireAt)}`,
        );
      }
      io.out(`VIP: ${JSON.stringify(await readVipProgress(db, userId, config.vip))}`);
      return 0;
    }
    if (area === 'wallet' && command === 'ledger') {
      const { positional, options } = splitOptions(rest, ['--limit']);
      const userId = await findPlayer(db, positional[0]);
      const limit = options.has('--limit') ? parseAmount(options.get('--limit')) : 20;
      const page = await createLedgerRepository(db).page(userId, 1, Math.min(limit, 1000));
      for (const entry of page.items) {
        io.out(
          [
            iso(entry.createdAt),
            entry.currency.padEnd(12),
            String(entry.amount).padStart(9),
            `→ ${entry.balanceAfter}`.padEnd(12),
            entry.reason.padEnd(17),
            entry.reference,
            entry.memo ?? '',
          ].join(' '),
        );
      }
      io.out(`${page.items.length} of ${page.total} entries`);
      return 0;
    }
    if (area === 'wallet' && command === 'check') {
      const userId = rest[0] ? await findPlayer(db, rest[0]) : undefined;
      const mismatches = await findLedgerMismatches(db, userId);
      for (const mismatch of mismatches) io.err(JSON.stringify(mismatch));
      io.out(
        mismatches.length === 0
          ? 'OK: every balance equals its ledger sum'
          : `${mismatches.length} mismatch(es)`,
      );
      return mismatches.length === 0 ? 0 : 1;
    }
    if (area === 'jobs' && command === 'run') {
      const job = rest[0];
      const run: Record<string, () => Promise<unknown>> = {
        expiry: () => money.jobs.expireBoundGold(),
        vip: () => money.jobs.settleVipCycles(),
        orders: () => money.jobs.expireOrders(),
        deliveries: () => money.jobs.deliver(),
        all: () => money.jobs.runAll(),
      };
      const chosen = job ? run[job] : undefined;
      if (!chosen) throw new MoneyUsageError('jobs run takes expiry, vip, orders, deliveries or all');
      io.out(`${job}: ${JSON.stringify(await chosen())}`);
      return 0;
    }
    throw new MoneyUsageError(`Unknown command: ${argv.join(' ')}`);
  } catch (error) {
    if (error instanceof MoneyUsageError) {
      io.err(`${error.message}\n\n${MONEY_USAGE}`);
      return 2;
    }
    if (error instanceof InsufficientBalanceError) {
      io.err(`Refused: ${error.message} (balances never go below 0)`);
      return 1;
    }
    throw error;
  }
}
