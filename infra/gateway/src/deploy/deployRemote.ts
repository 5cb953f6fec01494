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
import type { DeployRegistry, Release, ReleaseRecord, RemoteRoutes } from '@portal/routes/registry';
import { defaultShellDir, isRemoteApp, repoRoot as defaultRepoRoot, type RemoteApp } from '../config';
import {
  isErrnoException,
  manifestPath,
  readDeployRegistry,
  readRoutesManifest,
  remoteVersionDir,
  updateDeployRegistry,
} from '../registry/deployRegistry';
import { deployer, recordEvent } from '../registry/releaseEvents';
import { DeployRefused, runDeployChecks, type DeployChecks } from './checks';
import { formatKB, weighJs } from './jsBudget';
import { assertFilesOnOrigin } from './originCheck';
import { precompressBuild } from './precompress';
import { browserFiles, keepServerRenderAside } from './serverRenderFiles';
import { assertSharedExportsFit, pageParticipants, type SharedParticipant } from './sharedFit';
import { buildDigest, listFiles, versionId } from './versionId';

export { DeployRefused } from './checks';

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
  /**
   * The asset origin (a CDN): its storage folder (`REMOTE_ASSET_DIR`, a bucket mounted or synced) and
   * the public URL that folder answers at (`REMOTE_ASSET_URL`). The version goes to
   * `<dir>/<app>/<version>/` and the registry points at `<url>/<app>/<version>/`. Without them the
   * gateway serves the version from DEPLOY_DIR.
   */
  assetOrigin?: AssetOrigin;
  /** Type-check and tests of the app before the build (the CLI runs them unless --skip-checks). */
  checks?: DeployChecks;
  /** Who deploys (release history); default DEPLOY_BY, else user@host. */
  by?: string;
  /** Fetches the version's files back from the asset origin before the registry points at it. */
  fetchImpl?: typeof fetch;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface AssetOrigin {
  dir: string;
  url: string;
}

export interface DeployedVersion {
  app: RemoteApp;
  version: string;
  manifestUrl: string;
  dir: string;
  /** The same build was already there (same source and lockfile): nothing was changed. */
  unchanged?: 'live' | 'published';
  /** JS of the build, brotli bytes, and its budget. */
  jsBytes: number;
  jsBudgetBytes: number;
}

export function assertRemoteApp(name: string | undefined): RemoteApp {
  if (name && isRemoteApp(name)) return name;
  throw new Error(`"${name ?? ''}" is not a remote name: remotes are named mf-<lowercase words joined by ->`);
}

/**
 * Builds a remote into a fresh versioned folder and makes it current with the routes it ships; the
 * running gateway picks both up. Publish, then promote (see both).
 */
export async function deployRemote(options: DeployOptions): Promise<DeployedVersion> {
  const published = await publishRemote(options);
  if (published.unchanged === 'live') return published;
  await promoteRemote({ ...options, version: published.version });
  return published;
}

/**
 * Builds a remote and stores it as a new version (in DEPLOY_DIR, or on the asset origin) with its
 * routes recorded in the registry, without making it live: what players load changes only on
 * promote. Checked first, with the registry and files left as they were on refusal: the build has a
 * manifest exposing the lifecycles (`./app`, and each overlay's), and its routes are valid and claim
 * no path the shell or another live remote owns.
 */
export async function publishRemote(options: DeployOptions): Promise<DeployedVersion> {
  const app = assertRemoteApp(options.app);
  const { deployDir, assetOrigin, log = () => undefined } = options;
  const root = options.repoRoot ?? defaultRepoRoot;
  if (!options.buildCommand && !existsSync(path.join(root, app, 'federation.config.ts'))) {
    throw new Error(
      `${app} is not a remote of this workspace (no ${app}/federation.config.ts); scaffold one with npm run new:remote -- ${app}`,
    );
  }
  const base = assetOrigin ? assetFolderUrl(assetOrigin.url) : undefined;
  const shell = await readShell(options.shellDir ?? defaultShellDir);
  const checks = await runDeployChecks(app, options.checks ?? { skip: true }, root, log);
  // Staged inside the destination so the final rename stays on one file system (atomic).
  const stagingRoot = path.join(assetOrigin?.dir ?? deployDir, '.staging');
  await fs.mkdir(stagingRoot, { recursive: true });
  const outDir = await fs.mkdtemp(path.join(stagingRoot, `${app}-`));
  try {
    await runBuild(app, outDir, options);
    const files = await listFiles(outDir);
    const shipped = await readRoutesManifest(outDir, `the ${app} build`);
    if (shipped.app !== app) throw new DeployRefused(`the ${app} build ships the routes of "${shipped.app}"`);
    const routes: RemoteRoutes = { routes: shipped.routes, overlays: shipped.overlays };
    await assertFederationBuild(app, outDir, files, routes);
    const registryNow = await readDeployRegistry(deployDir);
    assertRoutesFit(app, routes, shell.routes, registryNow);
    assertSharedExportsFit(
      { who: `${app} (this build)`, shared: shipped.shared },
      pageParticipants(app, shell.participant, registryNow),
      `${app} was not deployed`,
    );
    const version = versionId(await buildDigest(outDir, files));
    const served = browserFiles(files);
    await precompressBuild(outDir, served);
    const weight = await weighJs(app, outDir, served, shipped.jsBudgetKB);
    log(
      `${app}: JS ${formatKB(weight.bytes)} brotli, budget ${formatKB(weight.budgetBytes)}${weight.declared ? '' : ' (default; declare jsBudgetKB in routes.ts)'}`,
    );
    const dir = assetOrigin
      ? path.join(assetOrigin.dir, app, version)
      : remoteVersionDir(deployDir, app, version);
    const existing = registryNow.remotes[app];
    const unchanged =
      existing?.current === version && !existing.canary
        ? ('live' as const)
        : registryNow.published?.[app]?.[version]
          ? ('published' as const)
          : undefined;
    const result = {
      app,
      version,
      dir,
      jsBytes: weight.bytes,
      jsBudgetBytes: weight.budgetBytes,
      manifestUrl: releaseManifestUrl(
        app,
        version,
        base ? { ...routes, base: `${base}${app}/${version}/` } : routes,
      ),
    };
    if (unchanged) {
      log(`${app}: ${version} is unchanged (same build as the ${unchanged} one); nothing changed`);
      return { ...result, unchanged };
    }
    await moveSourceMapsAside(outDir, served, sourceMapsDir(deployDir, app, version));
    const serverRender = await keepServerRenderAside(outDir, files, deployDir, app, version);
    const record: ReleaseRecord = {
      by: options.by ?? deployer(),
      at: (options.now ?? (() => new Date()))().toISOString(),
      checks,
      jsBytes: weight.bytes,
      jsBudgetBytes: weight.budgetBytes,
    };
    const release: Release = {
      ...routes,
      ...(shipped.shared ? { shared: shipped.shared } : {}),
      ...(base ? { base: `${base}${app}/${version}/` } : {}),
      ...(serverRender ? { serverRender } : {}),
      record,
    };
    await fs.mkdir(path.dirname(dir), { recursive: true });
    await fs.rename(outDir, dir).catch((error: unknown) => {
      // This build was stored before (then rolled away from): the folder already holds exactly these files.
      if (isErrnoException(error) && (error.code === 'ENOTEMPTY' || error.code === 'EEXIST')) return;
      throw error;
    });
    await assertFilesOnOrigin(
      app,
      version,
      served.filter((file) => !file.endsWith('.map')),
      release.base ? { base: release.base, fetchImpl: options.fetchImpl } : { dir },
    );
    await updateDeployRegistry(deployDir, (registry) => {
      registry.published = {
        ...registry.published,
        [app]: { ...registry.published?.[app], [version]: release },
      };
      recordEvent(registry, { app, version, action: 'published', by: record.by, at: record.at });
    });
    log(`${app}: published ${version} (${routes.routes.length} routes)${base ? ` to ${release.base}` : ''}`);
    return result;
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

/**
 * Makes a published version live (the instant step: one registry write, which every gateway
 * notices), for everyone or, with `percent` below 100, as a canary for that share of browsers (the
 * gateway decides, sticky per browser; the live version stays everyone else's). Its routes must
 * still fit beside the shell's and every other live remote's, its files still be in place. Versions
 * rolled back from leave the lineage, so a later rollback returns to what was live before.
 */
export async function promoteRemote({
  app: name,
  deployDir,
  version,
  percent = 100,
  by = deployer(),
  shellDir = defaultShellDir,
  log = () => undefined,
}: {
  app: string;
  deployDir: string;
  version: string;
  percent?: number;
  by?: string;
  shellDir?: string;
  log?: (line: string) => void;
}): Promise<{ app: RemoteApp; version: string; from?: string; percent: number }> {
  const app = assertRemoteApp(name);
  if (!Number.isInteger(percent) || percent < 1 || percent > 100)
    throw new Error(`--percent must be a whole number from 1 to 100, not ${percent}`);
  const shell = await readShell(shellDir);
  return updateDeployRegistry(deployDir, async (registry) => {
    const previous = registry.remotes[app];
    const waiting = registry.published?.[app];
    const release = waiting?.[version] ?? previous?.releases[version];
    if (!release)
      throw new Error(`${app} has no published version ${version}; publish it first (list shows them)`);
    // Again under the lock: another remote may have gone live since the publish checked.
    assertRoutesFit(app, release, shell.routes, registry);
    assertSharedExportsFit(
      { who: `${app} ${version}`, shared: release.shared },
      pageParticipants(app, shell.participant, registry),
      `${app} ${version} was not promoted`,
    );
    if (!release.base) await assertVersionOnDisk(deployDir, app, version);
    if (percent < 100) {
      if (!previous) throw new Error(`${app} has no live version yet: a canary needs one to compare against`);
      if (previous.current === version) throw new Error(`${app} ${version} is already live for everyone`);
      previous.canary = { version, percent, since: new Date().toISOString() };
      registry.published = { ...registry.published, [app]: { ...waiting, [version]: release } };
      recordEvent(registry, { app, version, action: 'canary', by, percent });
      log(`${app}: ${version} is live for ${percent} % of browsers (${previous.current} for the rest)`);
      return { app, version, from: previous.current, percent };
    }
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
    if (waiting) {
      delete waiting[version];
      if (Object.keys(waiting).length === 0) delete registry.published?.[app];
      if (registry.published && Object.keys(registry.published).length === 0) delete registry.published;
    }
    recordEvent(registry, { app, version, action: 'promoted', by, percent: 100 });
    log(`${app}: ${version} is live`);
    return { app, version, from: previous?.current, percent };
  });
}

/**
 * Where a version's source maps are kept: beside the registry, never in a folder the gateway or the
 * asset origin serves (they hold the original sources); upload them to the error tracker from here.
 */
export const sourceMapsDir = (deployDir: string, app: RemoteApp, version: string) =>
  path.join(deployDir, 'sourcemaps', app, version);

async function moveSourceMapsAside(outDir: string, files: string[], keepDir: string): Promise<void> {
  for (const file of files.filter((name) => name.endsWith('.map'))) {
    const target = path.join(keepDir, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(path.join(outDir, file), target);
  }
}

/** `https://cdn.example/portal` → `https://cdn.example/portal/` (refusing anything but http(s)). */
export function assetFolderUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`the asset origin URL "${url}" is not http(s)`);
  return `${parsed.origin}${parsed.pathname.replace(/\/*$/, '/')}`;
}

/** Where the shell loads a release's manifest: the asset origin's folder, or this gateway's path. */
export function releaseManifestUrl(app: RemoteApp, version: string, release: Release): string {
  return release.base ? `${release.base}mf-manifest.json` : manifestPath(app, version);
}

export interface Rollback {
  app: RemoteApp;
  from: string;
  to: string;
}

/**
 * A running canary ends (everyone back on the live version); otherwise the version deployed before
 * the current one is current again, with the routes it shipped. The newer folder stays on disk.
 * `automatic` is the gateway's reason when it pulls a failing canary by itself.
 */
export async function rollbackRemote({
  app: name,
  deployDir,
  shellDir = defaultShellDir,
  by = deployer(),
  automatic,
  onlyCanary,
}: {
  app: string;
  deployDir: string;
  shellDir?: string;
  by?: string;
  automatic?: string;
  /** Roll back only this canary version (the gateway's check), never the live one. */
  onlyCanary?: string;
}): Promise<Rollback> {
  const app = assertRemoteApp(name);
  return updateDeployRegistry(deployDir, async (registry) => {
    const entry = registry.remotes[app];
    if (!entry) throw new Error(`${app} has never been deployed, so there is nothing to roll back`);
    const action = automatic ? ('rolled back automatically' as const) : ('rolled back' as const);
    if (entry.canary) {
      const { version, percent } = entry.canary;
      if (onlyCanary && onlyCanary !== version) throw new Error(`${app} runs no canary ${onlyCanary}`);
      delete entry.canary;
      recordEvent(registry, { app, version, action, by, percent, reason: automatic });
      return { app, from: version, to: entry.current };
    }
    if (onlyCanary) throw new Error(`${app} runs no canary ${onlyCanary}`);
    const previous = entry.history[entry.history.lastIndexOf(entry.current) - 1];
    if (!previous) throw new Error(`${app} has no version before ${entry.current} to roll back to`);
    const release = entry.releases[previous];
    if (!release) throw new Error(`${app} ${previous} has no routes in the registry to restore`);
    // The asset origin keeps every published version; a local one must still be on disk.
    if (!release.base) await assertVersionOnDisk(deployDir, app, previous);
    // A path another remote took since then would be claimed twice.
    const shell = await readShell(shellDir);
    assertRoutesFit(app, release, shell.routes, registry);
    // The shell may have moved on since: an older build can call what its shared copy dropped.
    assertSharedExportsFit(
      { who: `${app} ${previous}`, shared: release.shared },
      pageParticipants(app, shell.participant, registry),
      `${app} was not rolled back to ${previous}`,
    );
    const from = entry.current;
    entry.current = previous;
    recordEvent(registry, { app, version: from, action, by, reason: automatic });
    return { app, from, to: previous };
  });
}

export async function listDeployments(deployDir: string): Promise<DeployRegistry> {
  return readDeployRegistry(deployDir);
}

/** The shell build's routes (paths it owns) and shared exports (what its copies hold). */
async function readShell(
  shellDir: string,
): Promise<{ routes: OwnedRoute[]; participant: SharedParticipant }> {
  const manifest = await readRoutesManifest(shellDir, 'the shell build');
  return {
    routes: ownedBy(SHELL_APP, manifest.routes),
    participant: { who: 'the live shell', shared: manifest.shared },
  };
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

/** Every remote's `mount(element, props)` for studio pages (README "Embedding a remote"). */
const EMBED_EXPOSE = './embed';

/**
 * A remote build the shell can load: a manifest naming a remoteEntry that exists, and exposing the
 * single-spa lifecycles of its routes (`./app`) and of each overlay it declares, and the embed.
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
    EMBED_EXPOSE,
    ...release.overlays.map((overlay) => overlay.expose),
  ];
  const missing = needed.filter((expose) => !exposed.has(expose));
  if (missing.length > 0) {
    throw new DeployRefused(
      `${app} was not deployed; nothing changed: its build exposes no ${missing.join(', ')} ` +
        `(what the registry promises the shell and studio pages; add it to federation.config.ts exposes)`,
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
