import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { csvField } from '../lib/csv';
import type { AuditLogTable } from './tables';

export interface AuditEntry {
  operator: string;
  action: string;
  detail: string;
  outcome: AuditLogTable['outcome'];
  via: AuditLogTable['via'];
  requestId?: string | null;
}

export interface AuditRecord extends Omit<AuditEntry, 'via'> {
  /** null for entries kept elsewhere (releases, in the deploy registry). */
  id: number | null;
  createdAt: Date;
  via: AuditEntry['via'] | 'deploy';
}

/** Appends one entry to the audit trail. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, at = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      created_at: at,
      operator: entry.operator.slice(0, 64),
      action: entry.action.slice(0, 120),
      detail: entry.detail.slice(0, 4000),
      outcome: entry.outcome,
      via: entry.via,
      request_id: entry.requestId ?? null,
    })
    .execute();
}

/** Entries since `since` (all when absent), oldest first, at most `limit`. */
export async function listAudit(
  db: Kysely<Database>,
  { since, limit = 1000 }: { since?: Date; limit?: number } = {},
): Promise<AuditRecord[]> {
  let query = db.selectFrom('audit_log').selectAll().orderBy('created_at').orderBy('id').limit(limit);
  if (since) query = query.where('created_at', '>=', since);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at),
    operator: row.operator,
    action: row.action,
    detail: row.detail,
    outcome: row.outcome,
    via: row.via,
    requestId: row.request_id,
  }));
}

export const AUDIT_CSV_HEADER = 'id,created_at,operator,action,detail,outcome,via,request_id';

export const auditCsvRow = (record: AuditRecord) =>
  [
    record.id ?? '',
    record.createdAt.toISOString(),
    record.operator,
    record.action,
    record.detail,
    record.outcome,
    record.via,
    record.requestId ?? '',
  ]
    .map(csvField)
    .join(',');
