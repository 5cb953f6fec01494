import { sql, type Kysely } from 'kysely';

/**
 * Sign-in hardening (issue 18): one counter row per throttled (scope, subject). A sign-in reserves
 * its attempt on the row with one atomic upsert before any password is hashed, then confirms it as a
 * failure or releases it; the row's lock is what makes a burst of concurrent tries count one by one.
 * The sliding-window event counts of 0002 (codes, reset mails) lock this row too while they count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_throttle_buckets')
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    // Failed attempts since the subject was last forgiven (a quiet window, or a successful sign-in).
    .addColumn('failures', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`failures >= 0`),
    )
    // Attempts reserved and still hashing: they count against the limit until confirmed or released.
    .addColumn('pending', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`pending >= 0`),
    )
    // Exponential back-off: no attempt before this instant.
    .addColumn('blocked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('auth_throttle_buckets_pk', ['scope', 'subject'])
    .execute();
  await db.schema
    .createIndex('auth_throttle_buckets_updated_idx')
    .on('auth_throttle_buckets')
    .column('updated_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_throttle_buckets').execute();
}
