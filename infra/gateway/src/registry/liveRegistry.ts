/**
 * The gateway's view of which remote versions are live and which routes they bring: the deploy
 * registry on disk, the shell's routes.json, plus REMOTE_OVERRIDES. Re-read whenever either file
 * changes (one stat each per lookup), so a deploy or rollback takes effect without restarting the
 * gateway; a file that does not parse leaves the last good snapshot in use.
 */
import { promises as fs } from 'node:fs';
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
  manifestPath,
  parseDeployRegistry,
  readRoutesManifest,
  registryFile,
  remoteVersionDir,
  shellRoutesFile,
} from './deployRegistry';

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
}

const NO_ROUTES: RemoteRoutes = { routes: [], overlays: [] };

export function buildSnapshot(
  deployDir: string,
  deployed: DeployRegistry,
  overrides: Partial<Record<RemoteApp, string>>,
  signature: string,
  shellRoutes: readonly RouteDeclaration[] = [],
): RegistrySnapshot {
  const remotes: RemoteLocation[] = [];
  const apps = [...new Set([...Object.keys(deployed.remotes), ...Object.keys(overrides)])].sort();
  for (const app of apps) {
    const override = overrides[app];
    const deployment = deployed.remotes[app];
    // An override serves another origin's build; the routes are those of the version deployed here.
    const release = (deployment && deployment.releases[deployment.current]) ?? NO_ROUTES;
    if (override) {
      remotes.push({
        app,
        name: federationName(app),
        version: versionFromUrl(override),
        manifestUrl: override,
        release,
      });
    } else if (deployment?.releases[deployment.current]?.base) {
      // Published to the asset origin (a CDN): the browser loads it from there, cross-origin.
      remotes.push({
        app,
        name: federationName(app),
        version: deployment.current,
        manifestUrl: `${deployment.releases[deployment.current]?.base}mf-manifest.json`,
        release,
      });
    } else if (deployment) {
      remotes.push({
        app,
        name: federationName(app),
        version: deployment.current,
        manifestUrl: manifestPath(app, deployment.current),
        localDir: remoteVersionDir(deployDir, app, deployment.current),
        release,
      });
    }
  }
  const document = JSON.stringify({
    schemaVersion: REGISTRY_SCHEMA_VERSION,
    remotes: remotes.map(({ app, name, version, manifestUrl, release = NO_ROUTES }) => ({
      app,
      name,
      version,
      manifest: manifestUrl,
      routes: release.routes,
      overlays: release.overlays,
    })),
  });
  const remoteOrigins = [
    ...new Set(
      remotes.filter((remote) => !remote.localDir).map((remote) => new URL(remote.manifestUrl).origin),
    ),
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
  private reloading: Promise<RegistrySnapshot> | undefined;
  private swapListener: ((previous: RegistrySnapshot, next: RegistrySnapshot) => void) | undefined;

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

  /** The snapshot for the registry and shell routes files as they are now. */
  async current(): Promise<RegistrySnapshot> {
    const signature = await this.statSignature();
    if (signature === this.fileSignature) return this.snapshot;
    this.reloading ??= this.reload(signature).finally(() => {
      this.reloading = undefined;
    });
    return this.reloading;
  }

  private async statSignature(): Promise<string> {
    const files = [registryFile(this.deployDir), ...(this.shellDir ? [shellRoutesFile(this.shellDir)] : [])];
    const parts = await Promise.all(files.map(fileSignature));
    return parts.join('|');
  }

  private async reload(signature: string): Promise<RegistrySnapshot> {
    try {
      const file = registryFile(this.deployDir);
      const deployed = signature.startsWith('missing')
        ? emptyDeployRegistry()
        : parseDeployRegistry(await fs.readFile(file, 'utf8'), file);
      const shellRoutes = await this.readShellRoutes();
      const previous = this.snapshot;
      this.snapshot = buildSnapshot(this.deployDir, deployed, this.overrides, signature, shellRoutes);
      this.fileSignature = signature;
      this.swapListener?.(previous, this.snapshot);
    } catch (error) {
      // A hand-edited, broken registry must not take the portal down: keep serving the last good one.
      this.onError(error);
    }
    return this.snapshot;
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
