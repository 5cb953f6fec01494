/**
 * The portal on ephemeral 127.0.0.1 ports over throw-away folders: a copy of the shell's build, a
 * fresh deploy folder holding each remote's production build, and an empty database. Tests and the
 * bench never touch the developer's `.deploy/`, `.data/` or `shell/dist/`, and a rebuild of
 * `shell/dist` by someone else mid-run does not change what the gateway serves.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, promises as fs, type WriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePortalBuilt, startPortal, type RunningPortal } from '../../scripts/portal';
import type { PortalUnderTest } from './portalEnv';

export const repoRoot = path.resolve(__dirname, '../../..');

export interface TempPortal {
  url: string;
  apiUrl: string;
  /** `<root>/deploy`: registry.json and remotes/<app>/<version>/ of this portal. */
  deployDir: string;
  /** `<root>/shell`: the copy of shell/dist the gateway serves. */
  shellDir: string;
  /** Everything the API and the gateway printed. */
  logFile: string;
  /** The API's PGlite data directory (DATA_DIR): the admin CLI reaches the running API through it. */
  dataDir: string;
  root: string;
  running: RunningPortal;
  stop(): Promise<void>;
}

/**
 * Production builds of every app (`nx run-many -t build`; a cache hit when nothing changed).
 * BUILD_LABEL is cleared so the baseline build shows no label.
 */
export function buildAllApps(): void {
  const started = Date.now();
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', BUILD_LABEL: '' },
  });
  if (result.status !== 0) {
    throw new Error(
      `nx run-many -t build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`.slice(-6000),
    );
  }
  console.log(`[e2e] production builds ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * "Deploys" each remote by copying its `dist/` into the staging folder the deploy code gives it
 * (source maps left out: no browser test needs them, and precompressing them is the slow part).
 * The deploy code itself still versions, precompresses and registers the build.
 */
/**
 * Every simulated player of a run reaches the portal from 127.0.0.1, so the per-network caps
 * (30 codes an hour in production) would stop the run after its thirtieth registration. The
 * per-email and per-account limits, which the tests do exercise, stay as they ship.
 */
export const SHARED_NETWORK_ENV: NodeJS.ProcessEnv = {
  AUTH_CODES_PER_IP_PER_HOUR: '100000',
  AUTH_RESET_MAILS_PER_IP_PER_HOUR: '100000',
  AUTH_RESET_TRIES_PER_IP_PER_HOUR: '100000',
};

/**
 * A canary is judged every half second on a few page loads (production: every 15 s, 20 loads), so
 * a browser test sees a failing one rolled back within seconds.
 */
export const QUICK_CANARY_ENV: NodeJS.ProcessEnv = {
  CANARY_CHECK_MS: '500',
  CANARY_MIN_LOADS: '4',
  CANARY_FAILURE_THRESHOLD: '0.2',
};

export const COPY_DIST_BUILD_COMMAND =
  'test -f "$DEPLOY_APP/dist/mf-manifest.json" && cp -R "$DEPLOY_APP/dist/." "$DEPLOY_OUT_DIR/" && find "$DEPLOY_OUT_DIR" -name "*.map" -delete';

export async function startTempPortal({
  prefix = 'portal-e2e-',
}: { prefix?: string } = {}): Promise<TempPortal> {
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  if (!existsSync(path.join(shellDist, 'index.html')))
    throw new Error(`${shellDist}/index.html is missing: build the shell first`);

  const root = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const deployDir = path.join(root, 'deploy');
  const shellDir = path.join(root, 'shell');
  const logFile = path.join(root, 'portal.log');
  const logStream = createWriteStream(logFile);
  const log = (line: string) => logStream.write(`${line}\n`);
  try {
    await fs.cp(shellDist, shellDir, { recursive: true, filter: (source) => !source.endsWith('.map') });
    await ensurePortalBuilt({ shellDir, deployDir, buildCommand: COPY_DIST_BUILD_COMMAND, log });
    return await runPortal({ root, deployDir, shellDir, logStream, logFile });
  } catch (error) {
    throw await startFailure(error, { root, logStream, logFile });
  }
}

/**
 * A second portal over a copy of `source`'s deploy folder (same shell copy, its own database): for
 * tests that redeploy or break a remote without anyone else seeing it.
 */
export async function startPortalCopy(
  source: PortalUnderTest,
  { prefix = 'portal-e2e-own-', env = {} }: { prefix?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<TempPortal> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const deployDir = path.join(root, 'deploy');
  const logFile = path.join(root, 'portal.log');
  const logStream = createWriteStream(logFile);
  try {
    await fs.cp(source.deployDir, deployDir, {
      recursive: true,
      filter: (file) => !['.staging', 'registry.lock'].includes(path.basename(file)),
    });
    return await runPortal({ root, deployDir, shellDir: source.shellDir, logStream, logFile, env });
  } catch (error) {
    throw await startFailure(error, { root, logStream, logFile });
  }
}

async function runPortal({
  root,
  deployDir,
  shellDir,
  logStream,
  logFile,
  env = {},
}: {
  root: string;
  deployDir: string;
  shellDir: string;
  logStream: WriteStream;
  logFile: string;
  /** Settings of this portal beyond the suite's (e.g. SERVER_RENDER). */
  env?: NodeJS.ProcessEnv;
}): Promise<TempPortal> {
  const dataDir = path.join(root, 'data');
  const running = await startPortal({
    port: 0,
    deployDir,
    dataDir,
    shellDir,
    build: false,
    // Each test portal has an embedded database of its own, even when DATABASE_URL is set.
    env: { BUILD_LABEL: '', DATABASE_URL: '', ...SHARED_NETWORK_ENV, ...QUICK_CANARY_ENV, ...env },
    log: (line) => logStream.write(`${line}\n`),
  });
  const stop = async () => {
    await running.stop();
    await new Promise((resolve) => logStream.end(resolve));
    if (!process.env.PORTAL_E2E_KEEP_TMP) await fs.rm(root, { recursive: true, force: true });
  };
  return {
    url: running.url,
    apiUrl: running.apiUrl,
    deployDir,
    shellDir,
    logFile,
    dataDir,
    root,
    running,
    stop,
  };
}

async function startFailure(
  error: unknown,
  { root, logStream, logFile }: { root: string; logStream: WriteStream; logFile: string },
): Promise<Error> {
  await new Promise((resolve) => logStream.end(resolve));
  const output = await fs.readFile(logFile, 'utf8').catch(() => '');
  await fs.rm(root, { recursive: true, force: true });
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`the portal did not start: ${message}\n${output.slice(-4000)}`, { cause: error });
}
