import { FEEDBACK_MAX_LENGTH, FEEDBACK_PAGES, FEEDBACK_TYPE, SUPPORTED_LANGUAGES } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';

const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/**
 * Feedback sent from the Help Center (000 §3): one row per send, with when, who (null user for a
 * visitor), the client's language, user agent and IP (the per-IP rate limit counts these rows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // No foreign key: the accounts tables are another domain's, and feedback outlives accounts.
    .addColumn('user_id', 'integer')
    .addColumn('type', 'text', (col) =>
      col
        .notNull()
        .defaultTo(FEEDBACK_TYPE)
        .check(sql`type = ${sql.lit(FEEDBACK_TYPE)}`),
    )
    .addColumn('page', 'text', (col) => col.notNull().check(sql`page in (${inList(FEEDBACK_PAGES)})`))
    .addColumn('description', 'text', (col) =>
      col.notNull().check(sql`char_length(description) between 1 and ${sql.lit(FEEDBACK_MAX_LENGTH)}`),
    )
    .addColumn('email', 'text')
    .addColumn('is_login', 'boolean', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.check(sql`language in (${inList(SUPPORTED_LANGUAGES)})`))
    .addColumn('user_agent', 'text')
    .addColumn('client_ip', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('feedback_created_at_idx').on('feedback').column('created_at').execute();
  await db.schema
    .createIndex('feedback_client_ip_created_at_idx')
    .on('feedback')
    .columns(['client_ip', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
