import { sql, type Kysely } from 'kysely';

/**
 * Proofs of work already used: one row per solved challenge until it expires, so a proof is accepted
 * once across every API replica (the primary key is the check; the insert is the claim).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_spent_proofs')
    .addColumn('challenge_digest', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('auth_spent_proofs_expires_idx')
    .on('auth_spent_proofs')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_spent_proofs').execute();
}
