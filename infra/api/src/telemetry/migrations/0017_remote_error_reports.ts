import { sql, type Kysely } from 'kysely';

/**
 * Remote load and mount failures browsers report (one row each): which remote, which version, which
 * phase, when. Nothing identifies the player. The gateway compares a canary's failures with the live
 * version's from these rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_error_reports')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('app', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('phase', 'text', (col) => col.notNull().check(sql`phase in ('load', 'mount')`))
    .addColumn('reported_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('remote_error_reports_reported_at_idx')
    .on('remote_error_reports')
    .column('reported_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_error_reports').execute();
}
