import { sql, type Kysely } from 'kysely';

/**
 * Thai and Indonesian join English and Vietnamese as portal languages: a player's stored choice
 * and a feedback's language may be any of the four. The lists are written out: a migration says
 * what the schema was at its time, whatever the constants say later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint if exists users_language_check`.execute(db);
  await sql`
    alter table users add constraint users_language_check
      check (language in ('en', 'vn', 'th', 'id'))`.execute(db);
  await sql`alter table feedback drop constraint if exists feedback_language_check`.execute(db);
  await sql`
    alter table feedback add constraint feedback_language_check
      check (language in ('en', 'vn', 'th', 'id'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint users_language_check`.execute(db);
  await sql`alter table users add constraint users_language_check check (language in ('en', 'vn'))`.execute(
    db,
  );
  await sql`alter table feedback drop constraint feedback_language_check`.execute(db);
  await sql`
    alter table feedback add constraint feedback_language_check
      check (language in ('en', 'vn'))`.execute(db);
}
