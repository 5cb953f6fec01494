import { sql, type Kysely } from 'kysely';

/** The tables whose rows public, rarely changing answers are made of, by the topic they belong to. */
export const CONTENT_TABLES = {
  games: ['games', 'game_platforms'],
  metadata: ['metadata_records'],
  campaigns: ['campaigns', 'campaign_counter_sources'],
} as const;

/**
 * A version per content topic, raised by a statement trigger in the same transaction as any change
 * to the topic's tables, whoever makes it (an API replica, the admin CLI on the database, a seed).
 * Every API process keeps public answers in memory and compares these versions at most once a
 * second (http/publicCache), so a change shows on every replica within a second.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table content_versions (
    topic text primary key,
    version bigint not null default 0
  )`.execute(db);
  await sql`create function bump_content_version() returns trigger language plpgsql as $$
    begin
      insert into content_versions (topic, version) values (tg_argv[0], 1)
        on conflict (topic) do update set version = content_versions.version + 1;
      return null;
    end
  $$`.execute(db);
  for (const [topic, tables] of Object.entries(CONTENT_TABLES)) {
    await sql`insert into content_versions (topic, version) values (${topic}, 0)`.execute(db);
    for (const table of tables) {
      await sql`create trigger ${sql.raw(`${table}_content_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_content_version(${sql.lit(topic)})`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const tables of Object.values(CONTENT_TABLES))
    for (const table of tables)
      await sql`drop trigger ${sql.raw(`${table}_content_version`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function bump_content_version()`.execute(db);
  await sql`drop table content_versions`.execute(db);
}
