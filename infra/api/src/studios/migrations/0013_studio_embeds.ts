import { sql, type Kysely } from 'kysely';

/**
 * Studios that embed the portal: the origins the API answers CORS to (operators keep the list with
 * `npm run admin -- studios …`; every replica reads it, so a change needs no restart).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('studio_origins')
    .addColumn('origin', 'text', (col) => col.primaryKey())
    .addColumn('added_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('added_by', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('studio_origins').execute();
}
