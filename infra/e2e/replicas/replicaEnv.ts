/** What replicas/globalSetup.ts hands the workers besides PORTAL_ENV. */
export const REPLICA_ENV = {
  replicaUrls: 'PORTAL_E2E_REPLICA_URLS',
  replicaPids: 'PORTAL_E2E_REPLICA_PIDS',
  assetUrl: 'PORTAL_E2E_ASSET_URL',
} as const;

export function replicasFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const list = (name: string) => (env[name] ?? '').split(',').filter(Boolean);
  const assetUrl = env[REPLICA_ENV.assetUrl];
  if (!assetUrl) throw new Error('run these tests through infra/e2e/replicas.config.ts');
  return {
    urls: list(REPLICA_ENV.replicaUrls),
    pids: list(REPLICA_ENV.replicaPids).map(Number),
    assetUrl,
  };
}
