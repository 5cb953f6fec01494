import { spawn } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import {
  APP_EXPOSE,
  describeRouteProblem,
  findRouteProblems,
  ownedBy,
  SHELL_APP,
  type OwnedRoute,
} from '@portal/routes';
import type { DeployRegistry, RemoteRoutes } from '@portal/routes/registry';
import { defaultShellDir, isRemoteApp, repoRoot as defaultRepoRoot, type RemoteApp } from '../config';
import {
  isErrnoException,
  manifestPath,
  readDeployRegistry,
  readRoutesManifest,
  remoteVersionDir,
  updateDeployRegistry,
} from '../registry/deployRegistry';
import { precompressBuild } from './precompress';
import { buildDigest, listFiles, versionId } from './versionId';

export interface DeployOptions {
  app: string;
  deployDir: string;
  repoRoot?: string;
  /** The shell's build, whose routes.json says which paths the shell owns (default shell/dist). */
  shellDir?: string;
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

/** Refused before anything went live: the message names what is wrong. */
export class DeployRefused extends Error {}

export function assertRemoteApp(name: string | undefined): RemoteApp {
  if (name && isRemoteApp(name)) return name;
  throw new Error(`"${name ?? ''}" is not a remote name: remotes are named mf-<lowercase words joined by ->`);
}

/**
 * Builds a remote into a fresh versioned folder and makes it current with the routes it ships; the
 * running gateway picks both up. Checked first, with the live registry and files left as they were
 * on refusal: the build has a manifest exposing the lifecycles (`./app`, and each overlay's), and
 * its routes are valid and claim no path the shell or another live remote owns.
 */
export async function deployRemote(options: DeployOptions): Promise<DeployedVersion> {
  const app = assertRemoteApp(options.app);
  const { deployDir, log = () => undefined } = options;
  const root = options.repoRoot ?? defaultRepoRoot;
  if (!options.buildCommand && !existsSync(path.join(root, app, 'federation.config.ts'))) {
    throw new Error(
      `${app} is not a remote of this workspace (no ${app}/federation.config.ts); scaffold one with npm run new:remote -- ${app}`,
    );
  }
  const shellRoutes = await readShellRoutes(options.shellDir ?? defaultShellDir);
  const stagingRoot = path.join(deployDir, '.staging');
  await fs.mkdir(stagingRoot, { recursive: true });
  // Staged inside DEPLOY_DIR so the final rename stays on one file system (atomic).
  const outDir = await fs.mkdtemp(path.join(stagingRoot, `${app}-`));
  try {
    await runBuild(app, outDir, options);
    const files = await listFiles(outDir);
    const shipped = await readRoutesManifest(outDir, `the ${app} build`);
    if (shipped.app !== app) throw new DeployRefused(`the ${app} build ships the routes of "${shipped.app}"`);
    const release: RemoteRoutes = { routes: shipped.routes, overlays: shipped.overlays };
    await assertFederationBuild(app, outDir, files, release);
    assertRoutesFit(app, release, shellRoutes, await readDeployRegistry(deployDir));
    const version = versionId((options.now ?? (() => new Date()))(), await buildDigest(outDir, files));
    await precompressBuild(outDir, files);
    const dir = remoteVersionDir(deployDir, app, version);
    await updateDeployRegistry(deployDir, async (registry) => {
      // Again under the lock: another remote may have gone live since the first check.
      assertRoutesFit(app, release, shellRoutes, registry);
      await fs.mkdir(path.dirname(dir), { recursive: true });
      await fs.rename(outDir, dir).catch((error: unknown) => {
        // Same build deployed twice within one second: the folder already holds exactly these files.
        if (isErrnoException(error) && (error.code === 'ENOTEMPTY' || error.code === 'EEXIST')) return;
        throw error;
      });
      const previous = registry.remotes[app];
      // After a rollback the rolled-back-from versions leave the lineage: rolling back again returns
      // to what was live before this deploy, not to the version that was pulled.
      const lineage = previous
        ? previous.history.slice(0, previous.history.lastIndexOf(previous.current) + 1)
        : [];
      const history = lineage.at(-1) === version ? lineage : [...lineage, version];
      registry.remotes[app] = {
        current: version,
        history,
        releases: Object.fromEntries(
          history.map((kept) => [kept, kept === version ? release : (previous?.releases[kept] ?? release)]),
        ),
      };
    });
    log(`${app}: deployed ${version} (${release.routes.length} routes)`);
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

/**
 * Makes the version deployed before the current one current again, with the routes it shipped;
 * the newer folder stays on disk.
 */
export async function rollbackRemote({
  app: name,
  deployDir,
  shellDir = defaultShellDir,
}: {
  app: string;
  deployDir: string;
  shellDir?: string;
}): Promise<Rollback> {
  const app = assertRemoteApp(name);
  const shellRoutes = await readShellRoutes(shellDir);
  return updateDeployRegistry(deployDir, async (registry) => {
    const entry = registry.remotes[app];
    if (!entry) throw new Error(`${app} has never been deployed, so there is nothing to roll back`);
    const previous = entry.history[entry.history.lastIndexOf(entry.current) - 1];
    if (!previous) throw new Error(`${app} has no version before ${entry.current} to roll back to`);
    await assertVersionOnDisk(deployDir, app, previous);
    const release = entry.releases[previous];
    if (!release) throw new Error(`${app} ${previous} has no routes in the registry to restore`);
    // A path another remote took since then would be claimed twice.
    assertRoutesFit(app, release, shellRoutes, registry);
    const from = entry.current;
    entry.current = previous;
    return { app, from, to: previous };
  });
}

export async function listDeployments(deployDir: string): Promise<DeployRegistry> {
  return readDeployRegistry(deployDir);
}

async function readShellRoutes(shellDir: string): Promise<OwnedRoute[]> {
  return ownedBy(SHELL_APP, (await readRoutesManifest(shellDir, 'the shell build')).routes);
}

/** The routes join the table of the shell and every other live remote without a conflict. */
function assertRoutesFit(
  app: RemoteApp,
  release: RemoteRoutes,
  shellRoutes: readonly OwnedRoute[],
  registry: DeployRegistry,
) {
  const others = [
    ...shellRoutes,
    ...Object.entries(registry.remotes).flatMap(([other, deployment]) =>
      other === app ? [] : ownedBy(other, deployment.releases[deployment.current]?.routes ?? []),
    ),
  ];
  const problems = findRouteProblems(app, release.routes, others);
  if (problems.length > 0) {
    throw new DeployRefused(
      `${app} was not deployed; nothing changed:\n  ${problems.map(describeRouteProblem).join('\n  ')}`,
    );
  }
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

/**
 * A remote build the shell can load: a manifest naming a remoteEntry that exists, and exposing the
 * single-spa lifecycles of its routes (`./app`) and of each overlay it declares.
 */
async function assertFederationBuild(app: RemoteApp, outDir: string, files: string[], release: RemoteRoutes) {
  if (!files.includes('mf-manifest.json'))
    throw new Error(`the ${app} build wrote no mf-manifest.json into ${outDir}`);
  const manifest = JSON.parse(await fs.readFile(path.join(outDir, 'mf-manifest.json'), 'utf8')) as {
    metaData?: { remoteEntry?: { name?: string; path?: string } };
    exposes?: { path?: string }[];
  };
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = [entry?.path?.replace(/^\.?\/+|\/+$/g, ''), entry?.name].filter(Boolean).join('/');
  if (!entry?.name || !files.includes(entryFile)) {
    throw new Error(
      `the ${app} build's mf-manifest.json names no remoteEntry file that exists (${entryFile || 'none'})`,
    );
  }
  const exposed = new Set((manifest.exposes ?? []).map((expose) => expose.path));
  const needed = [
    ...(release.routes.length > 0 ? [APP_EXPOSE] : []),
    ...release.overlays.map((overlay) => overlay.expose),
  ];
  const missing = needed.filter((expose) => !exposed.has(expose));
  if (missing.length > 0) {
    throw new DeployRefused(
      `${app} was not deployed; nothing changed: its build exposes no ${missing.join(', ')} ` +
        `(the single-spa lifecycles the shell mounts; add it to federation.config.ts exposes)`,
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
