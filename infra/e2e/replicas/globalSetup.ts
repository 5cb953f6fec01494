/**
 * Once per run of replicas.config.ts, the production stage: `npm run build:prod` (the apps' builds
 * through the Nx cache; PORTAL_E2E_SKIP_BUILD=1 reuses them), then, from those artifacts and with
 * NODE_ENV=production, the topology on ephemeral loopback ports: a database of its own on
 * DATABASE_URL's server, the migrate step, two API replicas, the asset origin (a process of its own)
 * and the gateway, each `node main.js` in its artifact folder as the images start it. The demo players
 * are loaded for the smoke tests, and every remote is published to the asset origin and promoted by
 * the publish artifact's CLI (`deploy:remote publish` and `promote`). Workers read where everything
 * is from the environment.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startTestGameServer } from '../../api/src/money/delivery/testGameServer';
import { buildProd, distProdDir } from '../../deploy/build/buildProd';
import { startReplicatedPortal } from '../../scripts/topology/replicatedPortal';
import { workspaceRemotes } from '../../scripts/workspaceRemotes';
import { PORTAL_ENV } from '../src/portalEnv';
import { repoRoot, SHARED_NETWORK_ENV } from '../src/tempPortal';
import { REPLICA_ENV } from './replicaEnv';

const secret = () => randomBytes(32).toString('base64url');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    throw new Error('replicas.config.ts needs DATABASE_URL (a PostgreSQL server the replicas share)');
  }
  const artifactsDir = distProdDir();
  if (process.env.PORTAL_E2E_SKIP_BUILD) process.env.BUILD_PROD_SKIP_APPS = '1';
  await buildProd(artifactsDir);
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-e2e-replicas-'));
  const shellDir = path.join(artifactsDir, 'gateway', 'shell');
  const deployDir = path.join(root, 'deploy');
  const assetDir = path.join(root, 'cdn');
  await fs.mkdir(assetDir, { recursive: true });
  const lines: string[] = [];
  const port = await freePort();
  // Production has no sandbox games: transfers go to a game's own signed HTTP endpoint.
  const game = await startTestGameServer(secret());
  const productionEnv: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_DEVICE_SECRET: secret(),
    WEBVIEW_SECRET: secret(),
    ADMIN_API_TOKEN: secret(),
    GAME_DELIVERY_MOONLIGHT_SAGA_URL: game.url,
    GAME_DELIVERY_MOONLIGHT_SAGA_SECRET: game.secret,
    // Top-ups go through the sandbox provider's checkout, as a real provider's would.
    PAYMENTS_SANDBOX: '1',
    PAYMENTS_SANDBOX_SECRET: secret(),
    ...SHARED_NETWORK_ENV,
    LOG_LEVEL: 'warn',
  };
  const portal = await startReplicatedPortal({
    databaseUrl,
    replicas: 2,
    shellDir,
    deployDir,
    assetDir,
    artifactsDir,
    env: { ...productionEnv, PORT: String(port) },
    log: (line) => lines.push(line),
  });
  try {
    const prod = { ...process.env, ...productionEnv, DATABASE_URL: portal.databaseUrl };
    // The smoke tests sign in as the demo players (production loads no demo data by itself).
    execFileSync(process.execPath, ['--import', 'tsx', 'infra/api/src/cli/seed.ts', '--force'], {
      cwd: repoRoot,
      env: prod,
      stdio: 'pipe',
    });
    // The release's publish step: the publish artifact's CLI, each remote's build to the asset origin.
    const publish = path.join(artifactsDir, 'publish');
    const cli = (...args: string[]) =>
      execFileSync(process.execPath, ['main.js', ...args], {
        cwd: publish,
        encoding: 'utf8',
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DEPLOY_DIR: deployDir,
          SHELL_DIR: path.join(publish, 'shell'),
          REMOTE_ASSET_DIR: assetDir,
          REMOTE_ASSET_URL: portal.assetUrl ?? '',
        },
      });
    for (const app of workspaceRemotes(repoRoot)) {
      const published = cli(
        'publish',
        app,
        '--skip-checks',
        '--build-cmd',
        `cp -R ${publish}/remotes/{app}/. {out}`,
      );
      const version = / ([\w.-]+) is published/.exec(published)?.[1];
      if (!version) throw new Error(`publish ${app} printed no version:\n${published}`);
      cli('promote', app, version);
    }
  } catch (error) {
    await portal.stop();
    await game.close();
    throw error;
  }
  process.env[PORTAL_ENV.url] = portal.url;
  process.env[PORTAL_ENV.apiUrl] = portal.replicas[0]?.url ?? '';
  process.env[PORTAL_ENV.deployDir] = deployDir;
  process.env[PORTAL_ENV.shellDir] = shellDir;
  process.env[REPLICA_ENV.replicaUrls] = portal.replicas.map((replica) => replica.url).join(',');
  process.env[REPLICA_ENV.replicaPids] = portal.replicas.map((replica) => replica.pid).join(',');
  process.env[REPLICA_ENV.assetUrl] = portal.assetUrl ?? '';
  process.env[REPLICA_ENV.assetDir] = assetDir;
  process.env[REPLICA_ENV.databaseUrl] = portal.databaseUrl;
  process.env[REPLICA_ENV.artifactsDir] = artifactsDir;
  process.env[REPLICA_ENV.gatewayPid] = String(portal.gatewayPid ?? '');
  process.env[REPLICA_ENV.adminToken] = productionEnv.ADMIN_API_TOKEN;
  console.log(
    `[e2e replicas] gateway ${portal.url}, replicas ${portal.replicas.map((r) => r.url).join(' ')}, assets ${portal.assetUrl}`,
  );
  return async () => {
    await portal.stop();
    await game.close();
    if (process.env.PORTAL_E2E_KEEP_TMP) await fs.writeFile(path.join(root, 'portal.log'), lines.join('\n'));
    else await fs.rm(root, { recursive: true, force: true });
  };
}
