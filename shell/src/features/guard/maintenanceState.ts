import type { MaintenanceStatus } from '@portal/contracts';
import { fetchMaintenanceStatus } from './maintenanceCall';

/** How long one answer is reused on in-app navigations; the gateway re-checks every page load anyway. */
export const MAINTENANCE_RECHECK_MS = 30_000;

let lastStatus: MaintenanceStatus | null = null;
let checkedAt = -Infinity;
let inFlight: Promise<MaintenanceStatus | null> | undefined;

/** The last known maintenance status (null until the first answer, or when the API cannot tell). */
export const knownMaintenanceStatus = (): MaintenanceStatus | null => lastStatus;

/** Asks the API again when the last answer is older than MAINTENANCE_RECHECK_MS; failures keep what was known. */
export function refreshMaintenanceStatus(now = Date.now()): Promise<MaintenanceStatus | null> {
  if (now - checkedAt < MAINTENANCE_RECHECK_MS) return Promise.resolve(lastStatus);
  inFlight ??= fetchMaintenanceStatus()
    .then(
      (status) => {
        lastStatus = status;
        return status;
      },
      () => lastStatus,
    )
    .finally(() => {
      checkedAt = now;
      inFlight = undefined;
    });
  return inFlight;
}

/** Tests: forget everything. */
export function resetMaintenanceStatus(): void {
  lastStatus = null;
  checkedAt = -Infinity;
  inFlight = undefined;
}
