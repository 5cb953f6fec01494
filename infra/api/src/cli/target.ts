import type { ApiConfig } from '../config';
import { IN_MEMORY } from '../db/database';
import { adminEndpointPath, readAdminEndpoint, type AdminEndpoint } from '../metadata/adminEndpoint';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The running API the admin CLI talks to, if any: ADMIN_API_URL with ADMIN_API_TOKEN (an API
 * elsewhere; any admin token, read-only or per-operator too), else the endpoint file a live API
 * wrote beside DATA_DIR (PGlite and PostgreSQL alike). Null: nothing runs, use the database.
 */
export function runningApi(
  config: Pick<ApiConfig, 'dataDir'>,
  env: NodeJS.ProcessEnv = process.env,
): Pick<AdminEndpoint, 'url' | 'token'> | null {
  if (env.ADMIN_API_URL) {
    if (!env.ADMIN_API_TOKEN)
      throw new Error('ADMIN_API_URL needs ADMIN_API_TOKEN (the admin token to send)');
    return { url: env.ADMIN_API_URL, token: env.ADMIN_API_TOKEN };
  }
  if (config.dataDir === IN_MEMORY) return null;
  const endpoint = readAdminEndpoint(adminEndpointPath(config.dataDir));
  return endpoint && isAlive(endpoint.pid) ? endpoint : null;
}
