import { sql, type Kysely } from 'kysely';

/**
 * News items operators post (news/): texts per language as checked JSON, an optional link and
 * picture, and when it is (or will be) published; null while it is a draft. Its public answer is
 * cached like the other public reads: the 'news' content topic moves with every change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news_items')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('texts', 'text', (col) => col.notNull())
    .addColumn('link', 'text')
    .addColumn('image', 'text')
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('news_items_published').on('news_items').column('published_at').execute();
  await sql`insert into content_versions (topic, version) values ('news', 0)`.execute(db);
  await sql`create trigger news_items_content_version
    after insert or update or delete or truncate on news_items
    for each statement execute function bump_content_version('news')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger news_items_content_version on news_items`.execute(db);
  await sql`delete from content_versions where topic = 'news'`.execute(db);
  await db.schema.dropTable('news_items').execute();
}
