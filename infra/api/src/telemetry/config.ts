import type { TelemetryOptions } from './register';

/** REMOTE_ERROR_REPORTS_PER_MINUTE (default 60): remote failure reports one address may send per minute. */
export function loadTelemetryConfig(env: NodeJS.ProcessEnv): TelemetryOptions {
  const raw = env.REMOTE_ERROR_REPORTS_PER_MINUTE;
  const perMinute = raw === undefined || raw === '' ? 60 : Number(raw);
  if (!Number.isInteger(perMinute) || perMinute < 1)
    throw new Error(`REMOTE_ERROR_REPORTS_PER_MINUTE must be a whole number of at least 1, not "${raw}"`);
  return { reportsPerMinute: perMinute };
}
