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

type ApiTarget = Pick<AdminEndpoint, 'url' | 'token'>;

/**
 * A deployed API the operator names (ADMIN_API_URL with ADMIN_API_TOKEN, any admin token, read-only
 * or per-operator too): the operator's machine needs its address and a token, not its settings.
 */
export function deployedApi(env: NodeJS.ProcessEnv = process.env): ApiTarget | null {
  if (!env.ADMIN_API_URL) return null;
  if (!env.ADMIN_API_TOKEN) throw new Error('ADMIN_API_URL needs ADMIN_API_TOKEN (the admin token to send)');
  return { url: env.ADMIN_API_URL, token: env.ADMIN_API_TOKEN };
}

/**
 * The API running on this machine over DATA_DIR (PGlite and PostgreSQL alike), from the endpoint
 * file it wrote there, if it is alive. Null: nothing runs, use the database.
 */
export function localApi(config: Pick<ApiConfig, 'dataDir'>): ApiTarget | null {
  if (config.dataDir === IN_MEMORY) return null;
  const endpoint = readAdminEndpoint(adminEndpointPath(config.dataDir));
  return endpoint && isAlive(endpoint.pid) ? endpoint : null;
}
