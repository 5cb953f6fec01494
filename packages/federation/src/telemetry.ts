import { telemetryRoutes, type RemoteFailurePhase } from '@portal/contracts';

/** The version of each remote this page got from the registry (live, canary or preview). */
const versions = new Map<string, string>();
/** One report per remote version and phase per page: a retry storm is one failure, not fifty. */
const reported = new Set<string>();

export function rememberRemoteVersions(remotes: readonly { app: string; version: string }[]): void {
  for (const remote of remotes) versions.set(remote.app, remote.version);
}

/**
 * Tells the API a remote failed in this page, so the gateway can compare a canary with the live
 * version. Only the remote, its version and the phase travel: no message, URL or cookie.
 */
export function sendRemoteFailure(application: string, phase: RemoteFailurePhase): void {
  const app = application.split(':')[0] ?? application; // `mf-help:sheets` is mf-help's overlay
  const version = versions.get(app);
  const key = `${app}@${version}:${phase}`;
  if (!version || reported.has(key) || typeof fetch !== 'function') return;
  reported.add(key);
  fetch(telemetryRoutes.remoteErrors, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app, version, phase }),
  }).catch(() => undefined); // telemetry never gets in the player's way
}
