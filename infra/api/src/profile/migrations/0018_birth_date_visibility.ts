import { sql, type Kysely } from 'kysely';

/**
 * The owner decides how much of their birth date the public profile shows: nothing (everyone,
 * existing players included, until they choose), day and month, or the full date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table player_profiles
      add column birth_date_visibility text not null default 'hidden'
      constraint player_profiles_birth_date_visibility_check
        check (birth_date_visibility in ('hidden', 'day_month', 'full'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table player_profiles drop column birth_date_visibility`.execute(db);
}
