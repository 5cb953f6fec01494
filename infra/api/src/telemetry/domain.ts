import type { DomainModule } from '../db/domain';
import * as remoteErrorReports from './migrations/0017_remote_error_reports';
import type { RemoteErrorReportsTable } from './table';

export interface TelemetryTables {
  remote_error_reports: RemoteErrorReportsTable;
}

declare module '../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the tables
  interface Database extends TelemetryTables {}
}

/** Telemetry from browsers: remote load and mount failures (no personal data, no demo data). */
export const telemetryDomain: DomainModule = {
  name: 'telemetry',
  migrations: { '0017_remote_error_reports': remoteErrorReports },
};
