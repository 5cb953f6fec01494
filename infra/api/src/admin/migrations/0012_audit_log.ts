import { sql, type Kysely } from 'kysely';

/**
 * The operators' audit trail: every change an operator makes (grants, settings, maintenance,
 * releases, draws), whether through the admin CLI on the database or an admin route of the API.
 * Rows are only ever inserted; the audit command reads them by time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table audit_log (
    id serial primary key,
    created_at timestamptz not null default now(),
    operator text not null check (length(operator) between 1 and 64),
    action text not null check (length(action) between 1 and 120),
    detail text not null,
    outcome text not null check (outcome in ('ok', 'failed')),
    via text not null check (via in ('cli', 'api')),
    request_id text
  )`.execute(db);
  await sql`create index audit_log_created_at on audit_log (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table audit_log`.execute(db);
}
