/**
 * The gateway's view of which remote versions are live: the deploy registry on disk plus
 * REMOTE_OVERRIDES. Re-read whenever registry.json changes (one stat per lookup), so a deploy
 * or rollback takes effect without restarting the gateway.
 */
import { promises as fs } from 'node:fs';
import { remoteApps, type RemoteApp } from '../../../../shell/src/routes/routeTable';
import {
  type DeployRegistry,
  isErrnoException,
  manifestPath,
  parseDeployRegistry,
  registryFile,
  remoteVersionDir,
} from './deployRegistry';

export interface RemoteLocation {
  app: RemoteApp;
  /** Module Federation container name: `mf-help` → `mf_help`. */
  name: string;
  version: string;
  /** Path on this gateway, or an absolute URL on another origin. */
  manifestUrl: string;
  /** The version's folder when this gateway serves it. */
  localDir?: string;
}

export interface RegistrySnapshot {
  remotes: RemoteLocation[];
  byApp: ReadonlyMap<RemoteApp, RemoteLocation>;
  /** The public `GET /registry.json` body. */
  document: string;
  /** Origins other than ours that remotes load from (they join the CSP). */
  remoteOrigins: string[];
  /** Identifies this snapshot's content (ETag, cache keys). */
  signature: string;
}

export const federationName = (app: RemoteApp) => app.replace(/-/g, '_');

export function buildSnapshot(
  deployDir: string,
  deployed: DeployRegistry,
  overrides: Partial<Record<RemoteApp, string>>,
  signature: string,
): RegistrySnapshot {
  const remotes: RemoteLocation[] = [];
  for (const app of remoteApps) {
    const override = overrides[app];
    const current = deployed[app]?.current;
    if (override) {
      remotes.push({
        app,
        name: federationName(app),
        version: versionFromUrl(override),
        manifestUrl: override,
      });
    } else if (current) {
      remotes.push({
        app,
        name: federationName(app),
        version: current,
        manifestUrl: manifestPath(app, current),
        localDir: remoteVersionDir(deployDir, app, current),
      });
    }
  }
  const document = JSON.stringify({
    remotes: remotes.map(({ app, name, version, manifestUrl }) => ({
      app,
      name,
      version,
      manifest: manifestUrl,
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

  constructor(
    private readonly deployDir: string,
    private readonly overrides: Partial<Record<RemoteApp, string>>,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.snapshot = buildSnapshot(deployDir, {}, overrides, 'empty');
  }

  /** The last snapshot read, without touching the disk (for per-response headers). */
  latest(): RegistrySnapshot {
    return this.snapshot;
  }

  /** The snapshot for the registry file as it is now. */
  async current(): Promise<RegistrySnapshot> {
    const signature = await this.statSignature();
    if (signature === this.fileSignature) return this.snapshot;
    this.reloading ??= this.reload(signature).finally(() => {
      this.reloading = undefined;
    });
    return this.reloading;
  }

  private async statSignature(): Promise<string> {
    try {
      // The deploy CLI renames a new file into place, so the inode changes even when size and mtime collide.
      const stat = await fs.stat(registryFile(this.deployDir), { bigint: true });
      return `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
    } catch (error) {
      if (isErrnoException(error) && error.code === 'ENOENT') return 'missing';
      throw error;
    }
  }

  private async reload(signature: string): Promise<RegistrySnapshot> {
    try {
      const file = registryFile(this.deployDir);
      const deployed =
        signature === 'missing' ? {} : parseDeployRegistry(await fs.readFile(file, 'utf8'), file);
      this.snapshot = buildSnapshot(this.deployDir, deployed, this.overrides, signature);
      this.fileSignature = signature;
    } catch (error) {
      // A hand-edited, broken registry must not take the portal down: keep serving the last good one.
      this.onError(error);
    }
    return this.snapshot;
  }
}
