import { envelope, MaintenanceStatusSchema, shellApiRoutes, type MaintenanceStatus } from '@portal/contracts';
import * as v from 'valibot';

/** How long one answer of the API is reused: operators see their switch within seconds. */
export const MAINTENANCE_CACHE_MS = 5_000;
/** A slow API must not hold page loads: past this the last known state is used. */
export const MAINTENANCE_TIMEOUT_MS = 1_000;

export interface MaintenanceSourceOptions {
  apiUrl: string;
  cacheMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export interface MaintenanceSource {
  /** The maintenance status, at most `cacheMs` old; the last good one (or null) when the API fails. */
  read(): Promise<MaintenanceStatus | null>;
}

const answerSchema = envelope(MaintenanceStatusSchema);

/**
 * Reads GET /api/public/maintenance with a short cache. One request at a time (concurrent page
 * loads share it), and a failure is cached as long as a success so a down API costs one timeout
 * per period, not one per page load. Failing open: without an answer nobody is sent away.
 */
export function createMaintenanceSource(options: MaintenanceSourceOptions): MaintenanceSource {
  const cacheMs = options.cacheMs ?? MAINTENANCE_CACHE_MS;
  const timeoutMs = options.timeoutMs ?? MAINTENANCE_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const url = new URL(shellApiRoutes.maintenance, options.apiUrl).href;
  let lastGood: MaintenanceStatus | null = null;
  let checkedAt = -Infinity;
  let inFlight: Promise<MaintenanceStatus | null> | undefined;

  async function load(): Promise<MaintenanceStatus | null> {
    try {
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = v.parse(answerSchema, await response.json());
      if (!answer.success) throw new Error(`${url}: ${answer.errors[0]?.code ?? response.status}`);
      lastGood = answer.data;
    } catch (error) {
      options.onError?.(error);
    }
    checkedAt = now();
    return lastGood;
  }

  return {
    read() {
      if (now() - checkedAt < cacheMs) return Promise.resolve(lastGood);
      inFlight ??= load().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
