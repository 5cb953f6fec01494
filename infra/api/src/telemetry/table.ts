import type { RemoteFailurePhase } from '@portal/contracts';
import type { ColumnType, Generated } from 'kysely';

export interface RemoteErrorReportsTable {
  id: Generated<string>;
  app: string;
  version: string;
  phase: RemoteFailurePhase;
  reported_at: ColumnType<Date, Date | undefined, Date>;
}
