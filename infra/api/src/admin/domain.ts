import type { DomainModule } from '../db/domain';
import * as auditLog from './migrations/0012_audit_log';
import type { AdminTables } from './tables';

declare module '../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the tables
  interface Database extends AdminTables {}
}

/** Operators: who may use the admin routes and commands, and the audit trail of what they changed. */
export const adminDomain: DomainModule = {
  name: 'admin',
  migrations: { '0012_audit_log': auditLog },
};
