/** Settings of the maintenance redirect (spec 000 §4). */
export interface MaintenanceConfig {
  /**
   * The external page players are sent to while maintenance is on (MAINTENANCE_PAGE_URL). Outside
   * production it defaults to the API's own stand-in page at DEV_MAINTENANCE_PATH; in production
   * without it nobody is redirected (the portal has nowhere to send them).
   */
  pageUrl: string | null;
}

/** The development stand-in for the publisher's maintenance page (reached through the gateway's /dev proxy). */
export const DEV_MAINTENANCE_PATH = '/dev/maintenance';

/** Reads MAINTENANCE_PAGE_URL: an absolute http(s) URL, or a path of this site. */
export function loadMaintenanceConfig(env: NodeJS.ProcessEnv, isProduction: boolean): MaintenanceConfig {
  const raw = env.MAINTENANCE_PAGE_URL?.trim();
  if (!raw) return { pageUrl: isProduction ? null : DEV_MAINTENANCE_PATH };
  if (raw.startsWith('/') && !raw.startsWith('//')) return { pageUrl: raw };
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { pageUrl: url.href };
  } catch {
    // reported below
  }
  throw new Error(`MAINTENANCE_PAGE_URL: "${raw}" is not an absolute http(s) URL or a path starting with /`);
}
