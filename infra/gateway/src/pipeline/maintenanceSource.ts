import {
  envelope,
  MaintenanceStatusSchema,
  type MaintenanceStatus,
  endpointUrl,
  shellEndpoints,
} from '@portal/contracts';
import * as v from 'valibot';

/** How long one answer of the API is reused: operators see their switch within seconds. */
export const MAINTENANCE_CACHE_MS = 5_000;
/** A slow API must not hold page loads: past this the last known state is used. */
export const MAINTENANCE_TIMEOUT_MS = 1_000;

export interface MaintenanceSourceOptions {
  apiUrl: string;
  /**
   * The API replicas (the gateway's upstream pool): each read asks a healthy one, and a second one
   * when the first fails. Every replica reads the status from the shared database uncached, so any
   * of them gives the same answer; without a pool, `apiUrl` alone is asked.
   */
  upstreams?: { pick(except?: string): string };
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
  const urlOf = (api: string) => new URL(endpointUrl(shellEndpoints.maintenance), api).href;
  let lastGood: MaintenanceStatus | null = null;
  let checkedAt = -Infinity;
  let inFlight: Promise<MaintenanceStatus | null> | undefined;

  async function ask(api: string): Promise<MaintenanceStatus> {
    const url = urlOf(api);
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = v.parse(answerSchema, await response.json());
    if (!answer.success) throw new Error(`${url}: ${answer.errors[0]?.code ?? response.status}`);
    return answer.data;
  }

  async function load(): Promise<MaintenanceStatus | null> {
    const first = options.upstreams?.pick() ?? options.apiUrl;
    try {
      lastGood = await ask(first);
    } catch (error) {
      const second = options.upstreams?.pick(first);
      if (second && second !== first) {
        try {
          lastGood = await ask(second);
        } catch (again) {
          options.onError?.(again);
        }
      } else {
        options.onError?.(error);
      }
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
