import type * as ReactNamespace from 'react';
import type { RemoteFailurePhase } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { sendRemoteFailure } from './telemetry';

/** What an app saw when it mounted: lets a test prove every app shares one React and one store. */
export interface MountRecord {
  app: string;
  react: typeof ReactNamespace;
  store: typeof sessionStore;
  at: number;
}

interface PortalGlobal {
  mounted: MountRecord[];
  remoteErrors: { app: string; message: string; at: number }[];
}

declare global {
  interface Window {
    __PORTAL__?: PortalGlobal;
  }
}

export function portalGlobal(): PortalGlobal {
  window.__PORTAL__ ??= { mounted: [], remoteErrors: [] };
  return window.__PORTAL__;
}

export function announceMount(app: string, react: typeof ReactNamespace): void {
  portalGlobal().mounted.push({ app, react, store: sessionStore, at: Date.now() });
}

/**
 * One log line per failure, always naming the remote, so operators can grep for it; and a report
 * to the API (`load`: it did not arrive, `mount`: it arrived and threw), which judges canaries.
 */
export function reportRemoteError(app: string, error: unknown, phase: RemoteFailurePhase = 'load'): void {
  const message = error instanceof Error ? error.message : String(error);
  portalGlobal().remoteErrors.push({ app, message, at: Date.now() });
  console.error(`[portal] remote "${app}" failed: ${message}`);
  sendRemoteFailure(app, phase);
}
