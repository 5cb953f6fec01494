import { sql, type Kysely } from 'kysely';

// Uploaded files (avatars…) live in the database, so every API replica serves what any of them stored.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    // Who the file belongs to, when anyone: an account deletion removes that player's files.
    .addColumn('owner_user_id', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('stored_files_owner').on('stored_files').column('owner_user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_files').execute();
}
