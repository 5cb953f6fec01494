import { sql, type Kysely } from 'kysely';

/**
 * Embed sessions a widget itself started on the studio page (signing in or creating the account inside
 * the pre-registration widget), besides the sign-in popup's and the studio backends'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table embed_sessions drop constraint if exists embed_sessions_issued_via_check`.execute(db);
  await sql`alter table embed_sessions add constraint embed_sessions_issued_via_check
    check (issued_via in ('popup', 'partner', 'widget'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from embed_sessions where issued_via = 'widget'`.execute(db);
  await sql`alter table embed_sessions drop constraint if exists embed_sessions_issued_via_check`.execute(db);
  await sql`alter table embed_sessions add constraint embed_sessions_issued_via_check
    check (issued_via in ('popup', 'partner'))`.execute(db);
}
