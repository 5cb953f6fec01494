import {
  RemoteErrorAcceptedSchema,
  RemoteErrorReportSchema,
  RemoteErrorSummaryQuerySchema,
  RemoteErrorSummarySchema,
  telemetryRoutes,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { jsonRoute } from '../http/route';
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
  jsonRoute(app, {
    method: 'POST',
    url: telemetryRoutes.remoteErrors,
    summary: 'Report a remote that failed to load or mount (no personal data)',
    tags: ['telemetry'],
    body: RemoteErrorReportSchema,
    response: RemoteErrorAcceptedSchema,
    errors: { 429: 'RATE_LIMITED: too many reports from this address this minute' },
    handler: async ({ body, request }) => {
      limit(request.ip);
      await reports.add(body, clock());
      remoteFailuresReported.inc({ remote: body.app, kind: body.phase });
      return { accepted: true as const };
    },
  });
  jsonRoute(app, {
    method: 'GET',
    url: telemetryRoutes.remoteErrorSummary,
    summary: 'Remote failures per version since a time (read by the gateway to judge canaries)',
    tags: ['telemetry'],
    querystring: RemoteErrorSummaryQuerySchema,
    response: RemoteErrorSummarySchema,
    handler: async ({ query }) => ({
      since: query.since,
      failures: await reports.countSince(new Date(query.since)),
    }),
  });
}
