import { GAME_STATUSES, PLATFORM_CODES } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';

const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

// Migrations take Kysely<unknown>: they must not depend on the current Database type.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('games')
    .addColumn('game_code', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in (${inList(GAME_STATUSES)})`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('thumbnail_homepage', 'text', (col) => col.notNull())
    .addColumn('thumbnail_banner', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('game_platforms')
    .addColumn('game_code', 'text', (col) => col.notNull().references('games.game_code').onDelete('cascade'))
    .addColumn('platform_code', 'text', (col) =>
      col.notNull().check(sql`platform_code in (${inList(PLATFORM_CODES)})`),
    )
    .addPrimaryKeyConstraint('game_platforms_pkey', ['game_code', 'platform_code'])
    .execute();

  // A key names one record across groups, so (key, version) is unique; group is an index.
  await db.schema
    .createTable('metadata_records')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('group_code', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`version >= 1`),
    )
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('metadata_records_key_version_unique', ['key', 'version'])
    .execute();
  await db.schema
    .createIndex('metadata_records_group_idx')
    .on('metadata_records')
    .column('group_code')
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('metadata_records').execute();
  await db.schema.dropTable('game_platforms').execute();
  await db.schema.dropTable('games').execute();
}
