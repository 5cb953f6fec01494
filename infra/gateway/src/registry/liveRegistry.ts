/**
 * The gateway's view of which remote versions are live and which routes they bring: the deploy
 * registry on disk, the shell's routes.json, plus REMOTE_OVERRIDES. Re-read whenever either file
 * changes (one stat each per lookup), so a deploy or rollback takes effect without restarting the
 * gateway; a file that does not parse leaves the last good snapshot in use.
 */
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import {
  emptyDeployRegistry,
  federationName,
  REGISTRY_SCHEMA_VERSION,
  type DeployRegistry,
  type RemoteRoutes,
} from '@portal/routes/registry';
import { portalRouteTable, type RouteDeclaration, type RouteTable } from '@portal/routes';
import type { RemoteApp } from '../config';
import {
  isErrnoException,
  lastGoodRegistryFile,
  manifestPath,
  parseDeployRegistry,
  readRoutesManifest,
  registryFile,
  remoteVersionDir,
  shellRoutesFile,
} from './deployRegistry';
import { picksFor, picksKey, type BrowserReleases, type Channel, type Pick } from './releaseChannel';

export { federationName };

export interface RemoteLocation {
  app: RemoteApp;
  /** Module Federation container name: `mf-help` → `mf_help`. */
  name: string;
  version: string;
  /** Path on this gateway, or an absolute URL on another origin. */
  manifestUrl: string;
  /** The version's folder when this gateway serves it. */
  localDir?: string;
  /** The routes and overlays the live version declares (none when unknown). */
  release?: RemoteRoutes;
  /** Everyone's live version (the default), or this browser's canary or preview. */
  channel?: Channel;
  /** The version's server render on this gateway's disk, and the folder its images are served from. */
  serverRender?: { file: string; assetBase: string };
}

export interface RegistrySnapshot {
  remotes: RemoteLocation[];
  byApp: ReadonlyMap<RemoteApp, RemoteLocation>;
  /** The shell's routes and every live remote's: guard, preload hints and 404 status read it. */
  routes: RouteTable;
  /** The public `GET /registry.json` body. */
  document: string;
  /** Origins other than ours that remotes load from (they join the CSP). */
  remoteOrigins: string[];
  /** Identifies this snapshot's content (ETag, cache keys). */
  signature: string;
  /** The deploy registry it was built from (canaries, published versions). */
  deployed: DeployRegistry;
}

const NO_ROUTES: RemoteRoutes = { routes: [], overlays: [] };

export function buildSnapshot(
  deployDir: string,
  deployed: DeployRegistry,
  overrides: Partial<Record<RemoteApp, string>>,
  signature: string,
  shellRoutes: readonly RouteDeclaration[] = [],
  /** This browser's canary or preview versions (see releaseChannel). */
  picks: ReadonlyMap<RemoteApp, Pick> = new Map(),
): RegistrySnapshot {
  const remotes: RemoteLocation[] = [];
  const apps = [
    ...new Set([...Object.keys(deployed.remotes), ...Object.keys(overrides), ...picks.keys()]),
  ].sort();
  for (const app of apps) {
    const override = overrides[app];
    const deployment = deployed.remotes[app];
    const pick = picks.get(app);
    if (override) {
      // An override serves another origin's build; the routes are those of the version deployed here.
      const release = (deployment && deployment.releases[deployment.current]) ?? NO_ROUTES;
      remotes.push({
        app,
        name: federationName(app),
        version: versionFromUrl(override),
        manifestUrl: override,
        release,
        channel: 'live',
      });
      continue;
    }
    const version = pick?.version ?? deployment?.current;
    const release = pick?.release ?? (deployment && deployment.releases[deployment.current]);
    if (!version || !release) continue;
    const located = release.base
      ? // Published to the asset origin (a CDN): the browser loads it from there, cross-origin.
        { manifestUrl: `${release.base}mf-manifest.json` }
      : { manifestUrl: manifestPath(app, version), localDir: remoteVersionDir(deployDir, app, version) };
    remotes.push({
      app,
      name: federationName(app),
      version,
      ...located,
      release,
      channel: pick?.channel ?? 'live',
      ...(release.serverRender
        ? {
            serverRender: {
              file: path.join(deployDir, release.serverRender),
              assetBase: release.base ?? `/remotes/${app}/${version}/`,
            },
          }
        : {}),
    });
  }
  const document = JSON.stringify({
    schemaVersion: REGISTRY_SCHEMA_VERSION,
    remotes: remotes.map(({ app, name, version, manifestUrl, release = NO_ROUTES, channel }) => ({
      app,
      name,
      version,
      manifest: manifestUrl,
      // A page's meta (titles, descriptions, hero art in every language) is the gateway's, for the
      // documents it serves: without it the browser's copy is about a seventh of the size to read.
      routes: release.routes.map(({ meta: _meta, ...route }) => route),
      overlays: release.overlays,
      ...(channel && channel !== 'live' ? { channel } : {}),
    })),
  });
  // Every origin a browser may be sent to (canaries and previews included): one CSP for all.
  const everyBase = [
    ...Object.values(deployed.remotes).flatMap((deployment) => Object.values(deployment.releases)),
    ...Object.values(deployed.published ?? {}).flatMap((versions) => Object.values(versions)),
  ].flatMap((release) => (release.base ? [release.base] : []));
  const remoteOrigins = [
    ...new Set([
      ...remotes.filter((remote) => !remote.localDir).map((remote) => new URL(remote.manifestUrl).origin),
      ...everyBase.map((base) => new URL(base).origin),
    ]),
  ];
  return {
    remotes,
    byApp: new Map(remotes.map((remote) => [remote.app, remote])),
    routes: portalRouteTable(
      shellRoutes,
      remotes.map((remote) => ({ app: remote.app, routes: remote.release?.routes ?? [] })),
    ),
    document,
    remoteOrigins,
    signature,
    deployed,
  };
}

/** An override's version is the folder its manifest sits in (`.../mf-help/1.2.3/mf-manifest.json` → `1.2.3`). */
function versionFromUrl(url: string): string {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  return segments.length >= 2 ? (segments[segments.length - 2] ?? 'external') : 'external';
}

export class LiveRegistry {
  private snapshot: RegistrySnapshot;
  private fileSignature = 'unread';
  /** The file signature last reported as unreadable: one log line per bad file, not per request. */
  private reportedSignature: string | undefined;
  private reloading: Promise<RegistrySnapshot> | undefined;
  private swapListener: ((previous: RegistrySnapshot, next: RegistrySnapshot) => void) | undefined;
  private shellRoutes: RouteDeclaration[] = [];
  /** Snapshots per browser choice (canary, preview) of the current registry. */
  private variants = new Map<string, RegistrySnapshot>();

  constructor(
    private readonly deployDir: string,
    private readonly overrides: Partial<Record<RemoteApp, string>>,
    private readonly onError: (error: unknown) => void = () => undefined,
    /** Where the shell's build (and its routes.json) is; without one, only remotes' routes are known. */
    private readonly shellDir?: string,
  ) {
    this.snapshot = buildSnapshot(deployDir, emptyDeployRegistry(), overrides, 'empty');
  }

  /** Called after each reload with the snapshots before and after (the deploy metric reads it). */
  onSwap(listener: (previous: RegistrySnapshot, next: RegistrySnapshot) => void): void {
    this.swapListener = listener;
  }

  /** The last snapshot read, without touching the disk (for per-response headers). */
  latest(): RegistrySnapshot {
    return this.snapshot;
  }

  /** Everyone's live versions, for the registry and shell routes files as they are now. */
  async current(): Promise<RegistrySnapshot> {
    const signature = await this.statSignature();
    if (signature === this.fileSignature) return this.snapshot;
    this.reloading ??= this.reload(signature).finally(() => {
      this.reloading = undefined;
    });
    return this.reloading;
  }

  /** What one browser gets: its preview, its canary share, else the live versions. */
  async forBrowser(browser: BrowserReleases): Promise<RegistrySnapshot> {
    const base = await this.current();
    const picks = picksFor(base.deployed, browser);
    if (picks.size === 0) return base;
    const key = picksKey(picks);
    let variant = this.variants.get(key);
    if (variant?.deployed !== base.deployed) {
      variant = buildSnapshot(
        this.deployDir,
        base.deployed,
        this.overrides,
        `${base.signature}|${key}`,
        this.shellRoutes,
        picks,
      );
      this.variants.set(key, variant);
    }
    return variant;
  }

  private async statSignature(): Promise<string> {
    const files = [registryFile(this.deployDir), ...(this.shellDir ? [shellRoutesFile(this.shellDir)] : [])];
    const parts = await Promise.all(files.map(fileSignature));
    return parts.join('|');
  }

  private async reload(signature: string): Promise<RegistrySnapshot> {
    if (signature === this.reportedSignature) return this.snapshot;
    try {
      const deployed = signature.startsWith('missing') ? emptyDeployRegistry() : await this.readRegistry();
      this.shellRoutes = await this.readShellRoutes();
      const previous = this.snapshot;
      this.snapshot = buildSnapshot(this.deployDir, deployed, this.overrides, signature, this.shellRoutes);
      this.variants.clear();
      this.fileSignature = signature;
      this.swapListener?.(previous, this.snapshot);
      this.reportMissingFiles(deployed);
    } catch (error) {
      // A hand-edited, broken registry must not take the portal down: keep serving the last good one.
      this.reportedSignature = signature;
      if (this.fileSignature === 'unread') return this.startFromLastGood(error);
      this.onError(error);
    }
    return this.snapshot;
  }

  private async readRegistry(): Promise<DeployRegistry> {
    const file = registryFile(this.deployDir);
    return parseDeployRegistry(await fs.readFile(file, 'utf8'), file);
  }

  /** Started on a corrupt registry: the copy the last deploy kept beside it, never an empty portal. */
  private async startFromLastGood(cause: unknown): Promise<RegistrySnapshot> {
    const file = lastGoodRegistryFile(this.deployDir);
    try {
      const deployed = parseDeployRegistry(await fs.readFile(file, 'utf8'), file);
      this.shellRoutes = await this.readShellRoutes().catch(() => []);
      this.snapshot = buildSnapshot(
        this.deployDir,
        deployed,
        this.overrides,
        `last-good|${Date.now()}`,
        this.shellRoutes,
      );
      this.variants.clear();
      this.fileSignature = 'last-good';
      this.onError(
        new Error(`${describe(cause)}; serving the last good copy ${file} until registry.json is fixed`, {
          cause,
        }),
      );
    } catch (error) {
      this.onError(new Error(`${describe(cause)}; and no last good copy (${describe(error)})`, { cause }));
    }
    return this.snapshot;
  }

  /** A registry naming a local version whose folder is gone would break that remote: say so once. */
  private reportMissingFiles(deployed: DeployRegistry): void {
    for (const [app, deployment] of Object.entries(deployed.remotes)) {
      for (const version of new Set([deployment.current, deployment.canary?.version])) {
        if (!version || this.overrides[app]) continue;
        const release = deployment.releases[version] ?? deployed.published?.[app]?.[version];
        if (!release || release.base) continue;
        const manifest = path.join(remoteVersionDir(this.deployDir, app, version), 'mf-manifest.json');
        if (!existsSync(manifest))
          this.onError(
            new Error(`the registry names ${app} ${version}, whose files are missing (${manifest})`),
          );
      }
    }
  }

  private async readShellRoutes(): Promise<RouteDeclaration[]> {
    if (!this.shellDir) return [];
    try {
      return (await readRoutesManifest(this.shellDir, 'the shell build')).routes;
    } catch (error) {
      // Not built yet: the shell document route answers 503 meanwhile.
      if (error instanceof Error && isErrnoException(error.cause) && error.cause.code === 'ENOENT') return [];
      throw error;
    }
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function fileSignature(file: string): Promise<string> {
  try {
    // The deploy CLI renames a new file into place, so the inode changes even when size and mtime collide.
    const stat = await fs.stat(file, { bigint: true });
    return `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') return 'missing';
    throw error;
  }
}
