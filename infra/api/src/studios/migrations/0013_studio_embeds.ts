import { sql, type Kysely } from 'kysely';

/**
 * Studios that embed the portal: the origins the API answers CORS to (operators keep the list with
 * `npm run admin -- studios …`; every replica reads it, so a change needs no restart), each with the
 * lifetime of the sessions its pages get and an optional secret (SHA-256) for its backend; and which
 * sessions are embed sessions, bound to the studio origin they were issued for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('studio_origins')
    .addColumn('origin', 'text', (col) => col.primaryKey())
    .addColumn('added_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('added_by', 'text', (col) => col.notNull())
    .addColumn('session_minutes', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(60)
        .check(sql`session_minutes between 5 and 43200`),
    )
    .addColumn('secret_hash', 'text')
    .execute();
  await db.schema
    .createTable('embed_sessions')
    // The session row itself lives with the accounts (auth_sessions): revoked and expired the same way.
    .addColumn('session_id', 'integer', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('origin', 'text', (col) => col.notNull())
    .addColumn('issued_via', 'text', (col) => col.notNull().check(sql`issued_via in ('popup', 'partner')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('embed_sessions').execute();
  await db.schema.dropTable('studio_origins').execute();
}
