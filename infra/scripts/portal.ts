/**
 * The whole portal on one machine: API as a child process, gateway in this process.
 * `npm start` uses it; end-to-end tests and the bench start it on ephemeral ports (port: 0).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { gatewayConfigFromEnv, repoRoot, type RemoteApp } from '../gateway/src/config';
import { deployRemote } from '../gateway/src/deploy/deployRemote';
import { precompressShellBuild } from '../gateway/src/deploy/precompress';
import { remotesShellCannotServe } from '../gateway/src/deploy/sharedFit';
import { READY_PATH } from '../gateway/src/health/readyRoute';
import {
  readDeployRegistry,
  readRoutesManifest,
  remoteVersionDir,
} from '../gateway/src/registry/deployRegistry';
import { buildGateway } from '../gateway/src/server';
import { workspaceRemotes } from './workspaceRemotes';

export interface StartPortalOptions {
  /** Gateway port; default PORT or 8080; 0 picks a free one. */
  port?: number;
  /** Default API_PORT, else port + 1 (a free one when port is 0). */
  apiPort?: number;
  /** Default DEPLOY_DIR or <repo>/.deploy. */
  deployDir?: string;
  /** Handed to the API as DATA_DIR (its PGlite database); the API's default when absent. */
  dataDir?: string;
  /** Merged over process.env for the gateway and the API (NODE_ENV, REMOTE_OVERRIDES, …). */
  env?: NodeJS.ProcessEnv;
  /** Default SHELL_DIR or <repo>/shell/dist. */
  shellDir?: string;
  /** Build the shell and deploy remotes that are missing first (default true). */
  build?: boolean;
  /** Replaces `node --import tsx infra/api/src/main.ts`. */
  apiCommand?: string[];
  apiReadyTimeoutMs?: number;
  /** Receives the API's output and build progress; default the console. */
  log?: (line: string) => void;
}

export interface ApiExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningPortal {
  url: string;
  apiUrl: string;
  /** Settles when the API process ends, whoever ended it. */
  apiExited: Promise<ApiExit>;
  stop(): Promise<void>;
}

const API_READY = /API listening on (https?:\/\/\S+)/;

export async function startPortal(options: StartPortalOptions = {}): Promise<RunningPortal> {
  const env = { ...process.env, ...options.env };
  const log = options.log ?? ((line: string) => console.log(line));
  const requestedPort = options.port ?? (env.PORT ? Number(env.PORT) : 8080);
  const { port, apiPort } = await choosePorts(
    requestedPort,
    options.apiPort ?? (env.API_PORT ? Number(env.API_PORT) : undefined),
  );
  const config = gatewayConfigFromEnv({
    ...env,
    PORT: String(port),
    API_URL: `http://127.0.0.1:${apiPort}`,
    ...(options.deployDir ? { DEPLOY_DIR: options.deployDir } : {}),
    ...(options.shellDir ? { SHELL_DIR: options.shellDir } : {}),
  });
  if (options.build ?? true) {
    await ensurePortalBuilt({
      shellDir: config.shellDir,
      deployDir: config.deployDir,
      remoteOverrides: config.remoteOverrides,
      log,
    });
  }

  const gateway = buildGateway(config);
  await gateway.listen({ port: config.port, host: config.host });
  const address = gateway.server.address();
  const url = `http://${config.host}:${typeof address === 'object' && address ? address.port : config.port}`;

  const apiEnv: NodeJS.ProcessEnv = {
    ...env,
    API_PORT: String(apiPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    // The API's `audit` lists the gateway's release history beside its own entries.
    DEPLOY_DIR: config.deployDir,
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
  };
  delete apiEnv.PORT; // the gateway's port; the API listens on API_PORT
  const [command = process.execPath, ...args] = options.apiCommand ?? [
    process.execPath,
    '--import',
    'tsx',
    path.join(repoRoot, 'infra/api/src/main.ts'),
  ];
  // stdin is a pipe the API watches: if this process dies, the API stops too (see api main.ts).
  const api = spawn(command, args, {
    cwd: repoRoot,
    env: { ...apiEnv, API_EXIT_WITH_STDIN: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const apiExited = new Promise<ApiExit>((resolve) =>
    api.once('exit', (code, signal) => resolve({ code, signal })),
  );

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await gateway.close();
      await terminate(api, apiExited);
    })());

  try {
    const timeoutMs = options.apiReadyTimeoutMs ?? 120_000;
    const apiUrl = await apiReady(api, apiExited, log, timeoutMs);
    // The address is handed out only once the gateway's own check sees the API answer through it.
    await gatewayReady(url, apiExited, timeoutMs);
    return { url, apiUrl, apiExited, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Builds the shell if it has no index.html or routes.json and deploys every remote of the workspace
 * without a live version (two at a time). A live version built before this shell, calling a shared
 * export this shell's copies no longer provide, is deployed again from the workspace: otherwise its
 * pages would fail in the browser (the gateway only reports such gaps).
 */
export async function ensurePortalBuilt({
  shellDir,
  deployDir,
  remoteOverrides = {},
  buildCommand,
  log = (line: string) => console.log(line),
}: {
  shellDir: string;
  deployDir: string;
  remoteOverrides?: Partial<Record<RemoteApp, string>>;
  /** Remote build override, as in `deploy --build-cmd`. */
  buildCommand?: string;
  log?: (line: string) => void;
}): Promise<void> {
  if (!existsSync(path.join(shellDir, 'index.html')) || !existsSync(path.join(shellDir, 'routes.json'))) {
    log(`Building the shell into ${shellDir}…`);
    await run('npm', ['run', 'build', '-w', 'shell', '--', '--out', shellDir]);
  }
  const compressed = await precompressShellBuild(shellDir);
  if (compressed) log(`Compressed ${compressed} files of the shell (brotli 11, gzip).`);
  const registry = await readDeployRegistry(deployDir);
  const shell = await readRoutesManifest(shellDir, 'the shell build');
  const stale = remotesShellCannotServe({ who: 'this shell', shared: shell.shared }, registry);
  if (stale.length) log(`The live ${stale.join(', ')} call shared exports this shell lacks.`);
  const missing = workspaceRemotes(repoRoot).filter((app) => {
    const current = registry.remotes[app]?.current;
    const deployed =
      current && existsSync(path.join(remoteVersionDir(deployDir, app, current), 'mf-manifest.json'));
    return !remoteOverrides[app] && (!deployed || stale.includes(app));
  });
  if (missing.length) log(`Deploying ${missing.join(', ')}…`);
  const failures: string[] = [];
  const queue = [...missing];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      await deployRemote({ app, deployDir, shellDir, buildCommand, log }).catch((error: unknown) =>
        failures.push(error instanceof Error ? error.message : String(error)),
      );
    }
  };
  await Promise.all([worker(), worker()]);
  if (failures.length) throw new Error(`could not deploy every remote:\n  ${failures.join('\n  ')}`);
}

export function apiReady(
  api: ChildProcess,
  exited: Promise<ApiExit>,
  log: (line: string) => void,
  timeoutMs: number,
) {
  return new Promise<string>((resolve, reject) => {
    const recent: string[] = [];
    const onLine = (line: string) => {
      log(line);
      recent.push(line);
      if (recent.length > 20) recent.shift();
      const ready = API_READY.exec(line);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    };
    for (const stream of [api.stdout, api.stderr])
      if (stream) readline.createInterface({ input: stream }).on('line', onLine);
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `the API printed no "API listening on" line within ${timeoutMs} ms:\n${recent.join('\n')}`,
          ),
        ),
      timeoutMs,
    );
    api.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(
          `the API stopped before it was ready (${signal ?? `exit code ${code}`}):\n${recent.join('\n')}`,
        ),
      );
    });
  });
}

/** Resolves when `GET <gatewayUrl>/ready` answers 200 (an API upstream answers). */
export async function gatewayReady(gatewayUrl: string, apiExited: Promise<unknown>, timeoutMs: number) {
  let exited = false;
  void apiExited.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline && !exited) {
    try {
      const response = await fetch(`${gatewayUrl}${READY_PATH}`, { signal: AbortSignal.timeout(5000) });
      last = `${response.status} ${await response.text()}`;
      if (response.ok) return;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    exited
      ? 'the API stopped before the gateway was ready'
      : `the gateway was not ready within ${timeoutMs} ms (${READY_PATH}: ${last})`,
  );
}

export async function terminate(child: ChildProcess, exited: Promise<ApiExit>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** A free loopback port, held until `release()`: two holds at once never get the same port. */
function holdFreePort(): Promise<{ port: number; release: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address !== 'object' || !address) return reject(new Error('no port'));
      resolve({ port: address.port, release: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/**
 * Port 0 means "any free port" for the gateway, and then the API gets another free one. Both are
 * picked while both are held: picking one, releasing it and then letting the gateway listen on 0
 * can hand the gateway the very port just chosen for the API (seen in CI as EADDRINUSE).
 */
async function choosePorts(
  port: number,
  apiPort: number | undefined,
): Promise<{ port: number; apiPort: number }> {
  if (port !== 0) return { port, apiPort: apiPort ?? port + 1 };
  const gateway = await holdFreePort();
  const api = apiPort === undefined ? await holdFreePort() : undefined;
  await Promise.all([gateway.release(), api?.release()]);
  return { port: gateway.port, apiPort: apiPort ?? api!.port };
}
