import os from 'node:os';
import type { DeployRegistry, ReleaseEvent } from '@portal/routes/registry';

/** Who a release event is by: DEPLOY_BY (CI sets the person or pipeline), else user@host. */
export function deployer(env: NodeJS.ProcessEnv = process.env): string {
  return env.DEPLOY_BY?.trim() || `${os.userInfo().username}@${os.hostname()}`;
}

/** Appends one line to the registry's release history (written with the change it describes). */
export function recordEvent(
  registry: DeployRegistry,
  event: Omit<ReleaseEvent, 'at'> & { at?: string },
): void {
  registry.events = [...(registry.events ?? []), { ...event, at: event.at ?? new Date().toISOString() }];
}
