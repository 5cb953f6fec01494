/**
 * Once per run of replicas.config.ts: production builds (Nx cache; PORTAL_E2E_SKIP_BUILD=1 skips),
 * then the topology on ephemeral loopback ports over temp folders: a database of its own on
 * DATABASE_URL's server, two API replicas, the asset origin (a process of its own), and the gateway.
 * Every remote is published to the asset origin and promoted, as `deploy:remote publish` and
 * `promote` do in production. Workers read where everything is from the environment.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { promoteRemote, publishRemote } from '../../gateway/src/deploy/deployRemote';
import { startReplicatedPortal } from '../../scripts/topology/replicatedPortal';
import { workspaceRemotes } from '../../scripts/workspaceRemotes';
import { PORTAL_ENV } from '../src/portalEnv';
import { buildAllApps, COPY_DIST_BUILD_COMMAND, repoRoot } from '../src/tempPortal';
import { REPLICA_ENV } from './replicaEnv';

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    throw new Error('replicas.config.ts needs DATABASE_URL (a PostgreSQL server the replicas share)');
  }
  if (!process.env.PORTAL_E2E_SKIP_BUILD) buildAllApps();
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-e2e-replicas-'));
  const shellDir = path.join(root, 'shell');
  const deployDir = path.join(root, 'deploy');
  const assetDir = path.join(root, 'cdn');
  await fs.cp(path.join(repoRoot, 'shell', 'dist'), shellDir, {
    recursive: true,
    filter: (source) => !source.endsWith('.map'),
  });
  await fs.mkdir(assetDir, { recursive: true });
  const lines: string[] = [];
  const portal = await startReplicatedPortal({
    databaseUrl,
    replicas: 2,
    shellDir,
    deployDir,
    assetDir,
    env: { NODE_ENV: 'development', BUILD_LABEL: '', LOG_LEVEL: 'warn' },
    log: (line) => lines.push(line),
  });
  try {
    const assetOrigin = { dir: assetDir, url: portal.assetUrl ?? '' };
    for (const app of workspaceRemotes(repoRoot)) {
      const common = { app, deployDir, shellDir, repoRoot };
      const published = await publishRemote({
        ...common,
        buildCommand: COPY_DIST_BUILD_COMMAND,
        assetOrigin,
      });
      await promoteRemote({ ...common, version: published.version });
    }
  } catch (error) {
    await portal.stop();
    throw error;
  }
  process.env[PORTAL_ENV.url] = portal.url;
  process.env[PORTAL_ENV.apiUrl] = portal.replicas[0]?.url ?? '';
  process.env[PORTAL_ENV.deployDir] = deployDir;
  process.env[PORTAL_ENV.shellDir] = shellDir;
  process.env[REPLICA_ENV.replicaUrls] = portal.replicas.map((replica) => replica.url).join(',');
  process.env[REPLICA_ENV.replicaPids] = portal.replicas.map((replica) => replica.pid).join(',');
  process.env[REPLICA_ENV.assetUrl] = portal.assetUrl ?? '';
  console.log(
    `[e2e replicas] gateway ${portal.url}, replicas ${portal.replicas.map((r) => r.url).join(' ')}, assets ${portal.assetUrl}`,
  );
  return async () => {
    await portal.stop();
    if (process.env.PORTAL_E2E_KEEP_TMP) await fs.writeFile(path.join(root, 'portal.log'), lines.join('\n'));
    else await fs.rm(root, { recursive: true, force: true });
  };
}
