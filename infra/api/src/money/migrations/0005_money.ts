import {
  COUPON_SOURCES,
  GACHA_PRIZE_KINDS,
  LEDGER_CURRENCIES,
  LEDGER_REASONS,
  ORDER_STATUSES,
  TRANSFER_STATUSES,
} from '@portal/contracts';
import { sql, type Kysely } from 'kysely';

const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));
const now = sql`now()`;

/**
 * Money (issue 4): wallets and their immutable ledger, bound gold lots, top-up orders and payment
 * notifications, transfers to games with their delivery outbox, VIP state and cycles, gacha events,
 * prizes and draws, coupons. Amounts are integers; balances carry CHECK (>= 0) as the last line of
 * defence behind the row locks (infra/api README "Money rules").
 * Accounts are referenced without cascade: an account with money history cannot be deleted by accident.
 */
// eslint-disable-next-line max-lines-per-function -- an applied migration is one frozen list of DDL, read in the order it runs
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallets')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
    .addColumn('gold', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`gold >= 0`),
    )
    .addColumn('bound_gold', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`bound_gold >= 0`),
    )
    .addColumn('points', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`points >= 0`),
    )
    .addColumn('gacha_tokens', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`gacha_tokens >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  // Bound gold arrives in lots that expire at the end of the calendar year after receipt.
  await db.schema
    .createTable('bound_gold_lots')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('remaining', 'integer', (col) => col.notNull().check(sql`remaining >= 0`))
    .addColumn('received_at', 'timestamptz', (col) => col.notNull())
    // Exclusive: spendable while now < expires_at (00:00 UTC on 1 January, two years after receipt's year).
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expired_at', 'timestamptz')
    .addColumn('source', 'text', (col) => col.notNull())
    .addCheckConstraint('bound_gold_lots_remaining_within_amount', sql`remaining <= amount`)
    .execute();
  await db.schema
    .createIndex('bound_gold_lots_spendable_idx')
    .on('bound_gold_lots')
    .columns(['user_id', 'expires_at', 'id'])
    .where(sql.ref('remaining'), '>', 0)
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('currency', 'text', (col) =>
      col.notNull().check(sql`currency in (${inList(LEDGER_CURRENCIES)})`),
    )
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'integer', (col) => col.notNull().check(sql`balance_after >= 0`))
    .addColumn('reason', 'text', (col) => col.notNull().check(sql`reason in (${inList(LEDGER_REASONS)})`))
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('lot_id', 'integer', (col) => col.references('bound_gold_lots.id'))
    .addColumn('memo', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('ledger_entries_user_idx')
    .on('ledger_entries')
    .columns(['user_id', 'id'])
    .execute();
  // The database itself refuses a second credit of one order, refund of one transfer, expiry of one lot.
  await sql`create unique index ledger_entries_once_idx on ledger_entries
    (reason, reference, currency, coalesce(lot_id, 0))
    where reason in ('topup', 'transfer', 'transfer_refund', 'expiry', 'gacha_prize')`.execute(db);
  await sql`create function ledger_entries_are_immutable() returns trigger language plpgsql as $$
    begin raise exception 'ledger entries are immutable'; end $$`.execute(db);
  await sql`create trigger ledger_entries_immutable before update or delete on ledger_entries
    for each row execute function ledger_entries_are_immutable()`.execute(db);

  await db.schema
    .createTable('topup_packages')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents > 0`))
    .addColumn('gold', 'integer', (col) => col.notNull().check(sql`gold > 0`))
    .addColumn('bonus_bound_gold', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`bonus_bound_gold >= 0`),
    )
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // The standard catalogue at 100 gold per dollar; larger packages add bound gold on top.
  await sql`insert into topup_packages (code, name, price_cents, gold, bonus_bound_gold, sort_order) values
    ('gold_500', '500 Gold', 500, 500, 0, 1),
    ('gold_1000', '1,000 Gold', 1000, 1000, 0, 2),
    ('gold_2500', '2,500 Gold', 2500, 2500, 125, 3),
    ('gold_5000', '5,000 Gold', 5000, 5000, 500, 4),
    ('gold_10000', '10,000 Gold', 10000, 10000, 1500, 5),
    ('gold_50000', '50,000 Gold', 50000, 50000, 10000, 6)`.execute(db);

  await db.schema
    .createTable('topup_orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('package_code', 'text', (col) => col.notNull().references('topup_packages.code'))
    .addColumn('package_name', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents > 0`))
    .addColumn('gold', 'integer', (col) => col.notNull().check(sql`gold > 0`))
    .addColumn('bonus_bound_gold', 'integer', (col) => col.notNull().check(sql`bonus_bound_gold >= 0`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(sql`status in (${inList(ORDER_STATUSES.filter((s) => s !== 'awaiting_delivery'))})`),
    )
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('checkout_url', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expire_at', 'timestamptz', (col) => col.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('topup_orders_user_idx')
    .on('topup_orders')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('topup_orders_pending_idx')
    .on('topup_orders')
    .columns(['expire_at'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  // Every notification received, once per (provider, event id): the idempotency record and the audit trail.
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('order_id', 'text')
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('payment_events_provider_event_unique', ['provider', 'event_id'])
    .execute();

  await db.schema
    .createTable('game_transfers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('game_code', 'text', (col) => col.notNull().references('games.game_code'))
    .addColumn('game_account_id', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('gold_used', 'integer', (col) => col.notNull().check(sql`gold_used >= 0`))
    .addColumn('bound_gold_used', 'integer', (col) => col.notNull().check(sql`bound_gold_used >= 0`))
    .addColumn('exp_earned', 'integer', (col) => col.notNull().check(sql`exp_earned >= 0`))
    .addColumn('vip_cycle_id', 'integer')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in (${inList(TRANSFER_STATUSES)})`))
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .addColumn('failure_reason', 'text')
    .addCheckConstraint('game_transfers_amount_split', sql`amount = gold_used + bound_gold_used`)
    .addUniqueConstraint('game_transfers_idempotency_unique', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('game_transfers_user_idx')
    .on('game_transfers')
    .columns(['user_id', 'created_at'])
    .execute();

  // The outbox: one row per transfer to deliver; the worker claims due rows and retries with backoff.
  await db.schema
    .createTable('delivery_outbox')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('transfer_id', 'text', (col) => col.notNull().unique().references('game_transfers.id'))
    .addColumn('game_code', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'delivered', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('delivery_outbox_due_idx')
    .on('delivery_outbox')
    .columns(['next_attempt_at'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('vip_cycles')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('level', 'smallint', (col) => col.notNull().check(sql`level between 1 and 2`))
    .addColumn('start_at', 'timestamptz', (col) => col.notNull())
    .addColumn('end_at', 'timestamptz', (col) => col.notNull())
    .addColumn('downgrade_at', 'timestamptz', (col) => col.notNull())
    // The level requirements of this cycle, fixed when it opens: [{ level, minimumExp }].
    .addColumn('rewards', 'text', (col) => col.notNull())
    .addColumn('closed_at', 'timestamptz')
    .addColumn('final_exp', 'integer')
    .addColumn('result_level', 'smallint')
    .execute();
  await db.schema
    .createIndex('vip_cycles_due_idx')
    .on('vip_cycles')
    .columns(['downgrade_at'])
    .where(sql.ref('closed_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('vip_status')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
    .addColumn('current_level', 'smallint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`current_level between 0 and 2`),
    )
    .addColumn('eligible_level', 'smallint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`eligible_level between 0 and 2`),
    )
    // Gold transferred in the current cycle (or since level 0 began); XP = floor(cycle_gold / rate).
    .addColumn('cycle_gold', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`cycle_gold >= 0`),
    )
    .addColumn('cycle_id', 'integer', (col) => col.references('vip_cycles.id'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('gacha_events')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ticket_cost', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`ticket_cost > 0`),
    )
    .addCheckConstraint('gacha_events_period', sql`starts_at < ends_at`)
    .execute();

  await db.schema
    .createTable('gacha_prizes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('event_code', 'text', (col) => col.notNull().references('gacha_events.code'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in (${inList(GACHA_PRIZE_KINDS)})`))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('weight', 'integer', (col) => col.notNull().check(sql`weight > 0`))
    .addColumn('stock', 'integer', (col) => col.check(sql`stock >= 0`))
    .addColumn('awarded', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('coupon_title', 'text')
    .addColumn('coupon_game_code', 'text')
    .addColumn('coupon_valid_days', 'integer')
    .addCheckConstraint('gacha_prizes_within_stock', sql`stock is null or awarded <= stock`)
    .execute();

  await db.schema
    .createTable('gacha_draws')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('event_code', 'text', (col) => col.notNull().references('gacha_events.code'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('prize_id', 'integer', (col) => col.notNull().references('gacha_prizes.id'))
    .addColumn('tokens_spent', 'integer', (col) => col.notNull().check(sql`tokens_spent > 0`))
    .addColumn('coupon_code', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('gacha_draws_user_idx').on('gacha_draws').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('game_code', 'text')
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in (${inList(COUPON_SOURCES)})`))
    .addColumn('source_reference', 'text', (col) => col.notNull())
    .addColumn('expire_at', 'timestamptz')
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('coupons_user_idx').on('coupons').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'coupons',
    'gacha_draws',
    'gacha_prizes',
    'gacha_events',
    'vip_status',
    'vip_cycles',
    'delivery_outbox',
    'game_transfers',
    'payment_events',
    'topup_orders',
    'topup_packages',
    'ledger_entries',
    'bound_gold_lots',
    'wallets',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop function if exists ledger_entries_are_immutable()`.execute(db);
}
