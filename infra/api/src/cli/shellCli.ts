import type { ApiConfig } from '../config';
import { IN_MEMORY } from '../db/database';
import { openMigratedDatabase } from '../domains';
import { adminEndpointPath, readAdminEndpoint, type AdminEndpoint } from '../metadata/adminEndpoint';
import type { CliIo } from './adminCommands';
import { apiStore, databaseStore } from './metadataStores';
import { runShellCommand } from './shellCommands';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The running API to talk to, if any: the endpoint file a live API wrote beside its PGlite data
 * directory, or ADMIN_API_URL with ADMIN_API_TOKEN (an API elsewhere). Null: use the database.
 */
export function runningApi(
  config: ApiConfig,
  env: NodeJS.ProcessEnv = process.env,
): Pick<AdminEndpoint, 'url' | 'token'> | null {
  if (env.ADMIN_API_URL && config.help.adminToken)
    return { url: env.ADMIN_API_URL, token: config.help.adminToken };
  if (config.databaseUrl || config.dataDir === IN_MEMORY) return null;
  const endpoint = readAdminEndpoint(adminEndpointPath(config.dataDir));
  return endpoint && isAlive(endpoint.pid) ? endpoint : null;
}

/**
 * Entry of the operator commands from admin.ts. PGlite allows one process per data directory:
 * while the API runs (it holds the lock), changes go through its admin routes; otherwise (API
 * stopped, or PostgreSQL, which any number of processes share) straight to the database.
 */
export async function runShellCli(argv: readonly string[], config: ApiConfig, io: CliIo): Promise<number> {
  const api = runningApi(config);
  if (api) return runShellCommand(argv, apiStore(api), io);
  const database = await openMigratedDatabase(config, 'the admin CLI');
  try {
    return await runShellCommand(argv, databaseStore(database.db), io);
  } finally {
    await database.close();
  }
}
