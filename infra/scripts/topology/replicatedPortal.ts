/**
 * The production topology as processes on one machine: a PostgreSQL database of its own (created on
 * DATABASE_URL's server, dropped on stop), N API replicas as child processes on it, the gateway in this
 * process proxying `/api` to all of them (API_URLS), and optionally the remotes served from a second
 * origin standing for the CDN. infra/deploy/compose.yaml is the same topology in containers.
 * Tests and the load bench use it; `tsx infra/scripts/topology/run.ts` runs it by hand.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { gatewayConfigFromEnv, repoRoot } from '../../gateway/src/config';
import { buildGateway } from '../../gateway/src/server';
import { apiReady, gatewayReady, terminate, type ApiExit } from '../portal';

export interface ApiReplica {
  url: string;
  /** The process id (a browser test in another process ends it by pid). */
  pid: number | undefined;
  /** Ends the replica the hard way (SIGKILL by default), as a crash or a lost machine would. */
  kill(signal?: NodeJS.Signals): Promise<ApiExit>;
  exited: Promise<ApiExit>;
}

export interface ReplicatedPortalOptions {
  /** A PostgreSQL server (CI's throwaway one); the portal gets a fresh database on it. */
  databaseUrl: string;
  replicas?: number;
  /** Merged over process.env for the replicas and the gateway. */
  env?: NodeJS.ProcessEnv;
  /** The gateway's shell and deploy folders (only `/api` works without them). */
  shellDir?: string;
  deployDir?: string;
  /**
   * Starts the CDN's stand-in (assetOrigin.ts, a process of its own on another loopback port) over
   * this folder; remotes published there (`publishRemote` with `assetOrigin`) load from it.
   */
  assetDir?: string;
  log?: (line: string) => void;
  /**
   * The `npm run build:prod` folder (dist/prod): every service then runs from it as it ships
   * (`node main.js` in its folder): the migrate step first, the replicas, and the gateway as a
   * process of its own, ready when its `/ready` answers. Without it the sources run through tsx.
   */
  artifactsDir?: string;
}

export interface ReplicatedPortal {
  url: string;
  databaseUrl: string;
  replicas: ApiReplica[];
  /** The asset origin's base URL (`http://127.0.0.1:<port>`) when `assetDir` was given. */
  assetUrl?: string;
  /** The gateway's process id when it runs as a process (artifactsDir). */
  gatewayPid?: number;
  stop(): Promise<void>;
}

/** The same server with another database name. */
const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.href;
};

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** `node main.js` in an artifact's folder, or the sources through tsx. */
function serviceCommand(artifactsDir: string | undefined, artifact: string, source: string) {
  return artifactsDir
    ? { args: ['main.js'], cwd: path.join(artifactsDir, artifact) }
    : { args: ['--import', 'tsx', path.join(repoRoot, source)], cwd: repoRoot };
}

/** Runs the release step (migrate) to its end. */
function runMigrate(artifactsDir: string, env: NodeJS.ProcessEnv, log: (line: string) => void) {
  const { args, cwd } = serviceCommand(artifactsDir, 'migrate', 'infra/deploy/migrate.ts');
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr])
    stream.setEncoding('utf8').on('data', (chunk: string) => log(`[migrate] ${chunk.trimEnd()}`));
  return new Promise<void>((resolve, reject) =>
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`the migrate step failed (${signal ?? `exit code ${code}`})`)),
    ),
  );
}

const GATEWAY_READY = /Gateway listening on (https?:\/\/\S+)/;

function startGatewayProcess(artifactsDir: string, env: NodeJS.ProcessEnv, log: (line: string) => void) {
  const { args, cwd } = serviceCommand(artifactsDir, 'gateway', 'infra/gateway/src/main.ts');
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
  const exited = new Promise<ApiExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: string) => {
      output += chunk;
      log(`[gateway] ${chunk.trimEnd()}`);
      const url = GATEWAY_READY.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    void exited.then(({ code, signal }) =>
      reject(new Error(`the gateway exited (${signal ?? code}) before listening:\n${output}`)),
    );
  });
  return { child, exited, ready };
}

function startReplica(
  env: NodeJS.ProcessEnv,
  port: number,
  log: (line: string) => void,
  artifactsDir?: string,
) {
  const { args, cwd } = serviceCommand(artifactsDir, 'api', 'infra/api/src/main.ts');
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...env, API_PORT: String(port), HOST: '127.0.0.1', API_EXIT_WITH_STDIN: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<ApiExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, ready: apiReady(child, exited, log, 120_000) };
}

const ASSET_ORIGIN_READY = /asset origin listening on (https?:\/\/\S+)/;

function startAssetOrigin(dir: string, env: NodeJS.ProcessEnv, log: (line: string) => void) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'infra/scripts/topology/assetOrigin.ts'), dir],
    { cwd: repoRoot, env: { ...env, ASSET_ORIGIN_EXIT_WITH_STDIN: '1' }, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const exited = new Promise<ApiExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the asset origin did not start within 60 s')), 60_000);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const url = ASSET_ORIGIN_READY.exec(chunk)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => log(`[asset origin] ${chunk.trimEnd()}`));
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the asset origin exited (${signal ?? code}) before listening`));
    });
  });
  return { child, exited, ready };
}

export async function startReplicatedPortal(options: ReplicatedPortalOptions): Promise<ReplicatedPortal> {
  const count = options.replicas ?? 2;
  const log = options.log ?? ((line: string) => console.log(line));
  const name = `portal_replicas_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = withDatabase(options.databaseUrl, name);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    ...options.env,
    DATABASE_URL: databaseUrl,
    // The replicas read the release history for `admin audit`, as compose mounts it (read only).
    ...(options.deployDir ? { DEPLOY_DIR: options.deployDir } : {}),
  };
  delete env.PORT; // the gateway's (options.env.PORT picks it; a free one by default)
  const started: { child: ReturnType<typeof startReplica>['child']; exited: Promise<ApiExit> }[] = [];
  const replicas: ApiReplica[] = [];
  let gateway: ReturnType<typeof buildGateway> | undefined;
  let assetUrl: string | undefined;
  const { artifactsDir } = options;

  const stop = async () => {
    await gateway?.close();
    await Promise.all(started.map(({ child, exited }) => terminate(child, exited)));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };

  try {
    // The first replica migrates (and, outside production, seeds the demo players) alone; the others
    // start on a ready schema. In production the migration is its own step (infra/deploy/README.md).
    if (artifactsDir) await runMigrate(artifactsDir, env, log);
    for (let index = 0; index < count; index++) {
      const replica = startReplica(
        env,
        await freePort(),
        (line) => log(`[api ${index + 1}] ${line}`),
        artifactsDir,
      );
      started.push(replica);
      const url = await replica.ready;
      replicas.push({
        url,
        pid: replica.child.pid,
        exited: replica.exited,
        kill: async (signal = 'SIGKILL') => {
          replica.child.kill(signal);
          return replica.exited;
        },
      });
    }

    if (options.assetDir) {
      const origin = startAssetOrigin(options.assetDir, env, log);
      started.push(origin);
      assetUrl = await origin.ready;
    }

    const gatewayEnv = {
      ...env,
      PORT: options.env?.PORT ?? '0',
      HOST: '127.0.0.1',
      API_URLS: replicas.map((replica) => replica.url).join(','),
      ...(options.deployDir ? { DEPLOY_DIR: options.deployDir } : {}),
      ...(options.shellDir ? { SHELL_DIR: options.shellDir } : {}),
    };
    if (artifactsDir) {
      const process = startGatewayProcess(artifactsDir, gatewayEnv, log);
      started.push(process);
      const url = await process.ready;
      await gatewayReady(url, process.exited, 60_000);
      return { url, databaseUrl, replicas, assetUrl, gatewayPid: process.child.pid, stop };
    }
    const config = gatewayConfigFromEnv(gatewayEnv);
    gateway = buildGateway(config);
    const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
    return { url, databaseUrl, replicas, assetUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
