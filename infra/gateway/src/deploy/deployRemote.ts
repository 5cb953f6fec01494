import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { remoteApps, type RemoteApp } from '../../../../shell/src/routes/routeTable';
import { isRemoteApp, repoRoot as defaultRepoRoot } from '../config';
import {
  type DeployRegistry,
  isErrnoException,
  manifestPath,
  readDeployRegistry,
  remoteVersionDir,
  updateDeployRegistry,
} from '../registry/deployRegistry';
import { precompressBuild } from './precompress';
import { buildDigest, listFiles, versionId } from './versionId';

export interface DeployOptions {
  app: string;
  deployDir: string;
  repoRoot?: string;
  /**
   * Replaces `npm run build -w <app> -- --out <dir>` (tests, other build tools). Run by the shell,
   * with `{app}` and `{out}` replaced (quoted) and DEPLOY_APP / DEPLOY_OUT_DIR in its environment.
   */
  buildCommand?: string;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface DeployedVersion {
  app: RemoteApp;
  version: string;
  manifestUrl: string;
  dir: string;
}

export function assertRemoteApp(name: string | undefined): RemoteApp {
  if (name && isRemoteApp(name)) return name;
  throw new Error(`"${name ?? ''}" is not a remote; use one of: ${remoteApps.join(', ')}`);
}

/** Builds a remote into a fresh versioned folder and makes it current; the running gateway picks it up. */
export async function deployRemote(options: DeployOptions): Promise<DeployedVersion> {
  const app = assertRemoteApp(options.app);
  const { deployDir, log = () => undefined } = options;
  const stagingRoot = path.join(deployDir, '.staging');
  await fs.mkdir(stagingRoot, { recursive: true });
  // Staged inside DEPLOY_DIR so the final rename stays on one file system (atomic).
  const outDir = await fs.mkdtemp(path.join(stagingRoot, `${app}-`));
  try {
    await runBuild(app, outDir, options);
    const files = await listFiles(outDir);
    await assertFederationBuild(app, outDir, files);
    const version = versionId((options.now ?? (() => new Date()))(), await buildDigest(outDir, files));
    await precompressBuild(outDir, files);
    const dir = remoteVersionDir(deployDir, app, version);
    await fs.mkdir(path.dirname(dir), { recursive: true });
    await fs.rename(outDir, dir).catch((error: unknown) => {
      // Same build deployed twice within one second: the folder already holds exactly these files.
      if (isErrnoException(error) && (error.code === 'ENOTEMPTY' || error.code === 'EEXIST')) return;
      throw error;
    });
    await updateDeployRegistry(deployDir, (registry) => {
      const previous = registry[app];
      // After a rollback the rolled-back-from versions leave the lineage: rolling back again returns
      // to what was live before this deploy, not to the version that was pulled.
      const lineage = previous
        ? previous.history.slice(0, previous.history.lastIndexOf(previous.current) + 1)
        : [];
      registry[app] = {
        current: version,
        history: lineage.at(-1) === version ? lineage : [...lineage, version],
      };
    });
    log(`${app}: deployed ${version}`);
    return { app, version, manifestUrl: manifestPath(app, version), dir };
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

export interface Rollback {
  app: RemoteApp;
  from: string;
  to: string;
}

/** Makes the version deployed before the current one current again; the newer folder stays on disk. */
export async function rollbackRemote({
  app: name,
  deployDir,
}: {
  app: string;
  deployDir: string;
}): Promise<Rollback> {
  const app = assertRemoteApp(name);
  return updateDeployRegistry(deployDir, async (registry) => {
    const entry = registry[app];
    if (!entry) throw new Error(`${app} has never been deployed, so there is nothing to roll back`);
    const previous = entry.history[entry.history.lastIndexOf(entry.current) - 1];
    if (!previous) throw new Error(`${app} has no version before ${entry.current} to roll back to`);
    await assertVersionOnDisk(deployDir, app, previous);
    const from = entry.current;
    entry.current = previous;
    return { app, from, to: previous };
  });
}

export async function listDeployments(deployDir: string): Promise<DeployRegistry> {
  return readDeployRegistry(deployDir);
}

function runBuild(app: RemoteApp, outDir: string, options: DeployOptions): Promise<void> {
  const cwd = options.repoRoot ?? defaultRepoRoot;
  const env = { ...process.env, DEPLOY_APP: app, DEPLOY_OUT_DIR: outDir };
  const child = options.buildCommand
    ? spawn(
        options.buildCommand.replaceAll('{app}', shellQuote(app)).replaceAll('{out}', shellQuote(outDir)),
        {
          cwd,
          env,
          shell: true,
          stdio: 'inherit',
        },
      )
    : spawn('npm', ['run', 'build', '-w', app, '--', '--out', outDir], { cwd, env, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`building ${app} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** A remote build the shell can load: a manifest naming a remoteEntry that exists. */
async function assertFederationBuild(app: RemoteApp, outDir: string, files: string[]) {
  if (!files.includes('mf-manifest.json'))
    throw new Error(`the ${app} build wrote no mf-manifest.json into ${outDir}`);
  const manifest = JSON.parse(await fs.readFile(path.join(outDir, 'mf-manifest.json'), 'utf8')) as {
    metaData?: { remoteEntry?: { name?: string; path?: string } };
  };
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = [entry?.path?.replace(/^\.?\/+|\/+$/g, ''), entry?.name].filter(Boolean).join('/');
  if (!entry?.name || !files.includes(entryFile)) {
    throw new Error(
      `the ${app} build's mf-manifest.json names no remoteEntry file that exists (${entryFile || 'none'})`,
    );
  }
}

async function assertVersionOnDisk(deployDir: string, app: RemoteApp, version: string) {
  try {
    await fs.access(path.join(remoteVersionDir(deployDir, app, version), 'mf-manifest.json'));
  } catch {
    throw new Error(`cannot roll ${app} back to ${version}: its folder is gone from ${deployDir}`);
  }
}

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
