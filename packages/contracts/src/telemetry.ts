import * as v from 'valibot';
import { endpoint, endpointUrl } from './endpoint';

/** `load`: the remote's manifest, entry or module did not arrive; `mount`: it arrived and threw. */
export const REMOTE_FAILURE_PHASES = ['load', 'mount'] as const;
export type RemoteFailurePhase = (typeof REMOTE_FAILURE_PHASES)[number];

/**
 * One failure of one remote version in one page, as the browser reports it: which remote, which
 * version, which phase. Nothing about the player (no message, URL, user agent or id).
 */
export const RemoteErrorReportSchema = v.strictObject({
  app: v.pipe(v.string(), v.maxLength(64), v.regex(/^mf-[a-z0-9]+(?:-[a-z0-9]+)*$/, 'not a remote name')),
  version: v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/, 'not a version id')),
  phase: v.picklist(REMOTE_FAILURE_PHASES),
});
export type RemoteErrorReport = v.InferOutput<typeof RemoteErrorReportSchema>;

export const RemoteErrorAcceptedSchema = v.object({ accepted: v.literal(true) });

export const RemoteErrorSummaryQuerySchema = v.object({
  since: v.pipe(v.string(), v.isoTimestamp('since must be an ISO timestamp')),
});

/** Failures reported per remote version since a time (the gateway's canary check reads it). */
export const RemoteErrorSummarySchema = v.object({
  since: v.string(),
  failures: v.array(
    v.object({ app: v.string(), version: v.string(), count: v.pipe(v.number(), v.integer()) }),
  ),
});
export type RemoteErrorSummary = v.InferOutput<typeof RemoteErrorSummarySchema>;

/** Browsers report remote failures; the gateway reads the counts to judge a canary. */
export const telemetryEndpoints = {
  remoteErrors: endpoint({
    method: 'POST',
    path: '/public/telemetry/remote-errors',
    summary: 'Report a remote that failed to load or mount (no personal data)',
    tags: ['telemetry'],
    body: RemoteErrorReportSchema,
    response: RemoteErrorAcceptedSchema,
    errors: { 429: 'RATE_LIMITED: too many reports from this address this minute' },
  }),
  remoteErrorSummary: endpoint({
    method: 'GET',
    path: '/public/telemetry/remote-errors/summary',
    summary: 'Remote failures per version since a time (read by the gateway to judge canaries)',
    tags: ['telemetry'],
    query: RemoteErrorSummaryQuerySchema,
    response: RemoteErrorSummarySchema,
  }),
};

/**
 * Their addresses for the callers that post without the API client: the page's failure beacon
 * (it must work when the shared client did not load) and the gateway.
 */
export const telemetryRoutes = {
  remoteErrors: endpointUrl(telemetryEndpoints.remoteErrors),
  remoteErrorSummary: endpointUrl(telemetryEndpoints.remoteErrorSummary),
} as const;
