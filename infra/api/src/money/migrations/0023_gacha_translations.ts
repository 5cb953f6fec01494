import { sql, type Kysely } from 'kysely';

/**
 * Each gacha event carries its name in the other portal languages, as operator content does: a JSON
 * text `{ "vn": { "name": … }, … }` checked against the contract when read (an event written
 * before this has none, and shows its English name everywhere).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table gacha_events add column translations text not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table gacha_events drop column translations`.execute(db);
}
