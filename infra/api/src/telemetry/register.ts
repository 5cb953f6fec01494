import { telemetryEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { serve } from '../http/serve';
import { remoteFailuresReported } from '../observability/metrics';
import { createReportLimiter } from './rateLimit';
import { createRemoteErrorRepository } from './repository';

export interface TelemetryOptions {
  /** REMOTE_ERROR_REPORTS_PER_MINUTE: reports one client address may send per minute. */
  reportsPerMinute: number;
  clock?: () => Date;
}

/** Browsers report remote failures; the gateway reads the counts to judge a canary. */
export function registerTelemetry(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: TelemetryOptions,
): void {
  const reports = createRemoteErrorRepository(db);
  const clock = options.clock ?? (() => new Date());
  const limit = createReportLimiter(options.reportsPerMinute, () => clock().getTime());
  serve(app, telemetryEndpoints.remoteErrors, async ({ body, request }) => {
    limit(request.ip);
    await reports.add(body, clock());
    remoteFailuresReported.inc({ remote: body.app, kind: body.phase });
    return { accepted: true as const };
  });
  serve(app, telemetryEndpoints.remoteErrorSummary, async ({ query }) => ({
    since: query.since,
    failures: await reports.countSince(new Date(query.since)),
  }));
}
