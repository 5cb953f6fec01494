/** What replicas/globalSetup.ts hands the workers besides PORTAL_ENV. */
export const REPLICA_ENV = {
  replicaUrls: 'PORTAL_E2E_REPLICA_URLS',
  replicaPids: 'PORTAL_E2E_REPLICA_PIDS',
  assetUrl: 'PORTAL_E2E_ASSET_URL',
  /** The asset origin's folder (the CDN bucket the publish step writes). */
  assetDir: 'PORTAL_E2E_ASSET_DIR',
  /** The portal's own database on the stage's PostgreSQL server (the restore drill's). */
  databaseUrl: 'PORTAL_E2E_DATABASE_URL',
  /** The build:prod folder every service runs from. */
  artifactsDir: 'PORTAL_E2E_ARTIFACTS_DIR',
  gatewayPid: 'PORTAL_E2E_GATEWAY_PID',
  /** The stage's shared admin token (ADMIN_API_TOKEN), for the admin artifact's commands. */
  adminToken: 'PORTAL_E2E_ADMIN_TOKEN',
} as const;

export function replicasFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const list = (name: string) => (env[name] ?? '').split(',').filter(Boolean);
  const assetUrl = env[REPLICA_ENV.assetUrl];
  if (!assetUrl) throw new Error('run these tests through infra/e2e/replicas.config.ts');
  return {
    urls: list(REPLICA_ENV.replicaUrls),
    pids: list(REPLICA_ENV.replicaPids).map(Number),
    assetUrl,
    assetDir: env[REPLICA_ENV.assetDir] ?? '',
    databaseUrl: env[REPLICA_ENV.databaseUrl] ?? '',
    artifactsDir: env[REPLICA_ENV.artifactsDir] ?? '',
    adminToken: env[REPLICA_ENV.adminToken] ?? '',
  };
}
