import type { Generated } from 'kysely';

/** One operator action: who did what, when, through which door, and how it ended. */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: Date;
  /** The operator's name (a per-operator token's, or ADMIN_OPERATOR / the OS user for shared tokens). */
  operator: string;
  /** What was done, in command words: `wallet grant`, `maintenance on`, `PUT /api/admin/metadata/:group/:key`. */
  action: string;
  /** The full command line or the request's parameters, secrets left out. */
  detail: string;
  /** `ok`, or `failed` when the command or route refused. */
  outcome: 'ok' | 'failed';
  /** `cli` (the database itself, the portal stopped) or `api` (an admin route of a running API). */
  via: 'cli' | 'api';
  /** The request's x-request-id when it came through the API: the same id is in the logs. */
  request_id: string | null;
}

export interface AdminTables {
  audit_log: AuditLogTable;
}
