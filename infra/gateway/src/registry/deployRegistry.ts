/**
 * The deploy registry on disk: `<DEPLOY_DIR>/registry.json`, schema `DeployRegistrySchema`
 * (@portal/routes/registry): per remote the current version, the history, and the routes and
 * overlays every version shipped. Written by the deploy CLI (always temp file + rename, so the
 * gateway never reads half a file), read by the gateway on every change.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  DeployRegistrySchema,
  emptyDeployRegistry,
  parseDocument,
  ROUTES_FILE,
  RoutesManifestSchema,
  type DeployRegistry,
  type RoutesManifest,
} from '@portal/routes/registry';
import { deployRegistryFile, readDeployRegistryFile } from '@portal/routes/deployRegistryFile';
import type { RemoteApp } from '../config';

export { VERSION_ID_PATTERN, type DeployRegistry, type RemoteDeployment } from '@portal/routes/registry';

export const registryFile = deployRegistryFile;
/** A copy of the last registry written, beside it: a gateway starting on a corrupt one serves this. */
export const lastGoodRegistryFile = (deployDir: string) => path.join(deployDir, 'registry.last-good.json');
export const remoteVersionDir = (deployDir: string, app: RemoteApp, version: string) =>
  path.join(deployDir, 'remotes', app, version);
/** The URL path the gateway serves a deployed remote's manifest at. */
export const manifestPath = (app: RemoteApp, version: string) =>
  `/remotes/${app}/${version}/mf-manifest.json`;
/** The shell's own routes, shipped by its build beside index.html. */
export const shellRoutesFile = (shellDir: string) => path.join(shellDir, ROUTES_FILE);

export function parseDeployRegistry(text: string, source: string): DeployRegistry {
  return parseDocument(DeployRegistrySchema, text, source);
}

/** The registry on disk; an empty one before the first deploy. */
export async function readDeployRegistry(deployDir: string): Promise<DeployRegistry> {
  return (await readDeployRegistryFile(deployDir)) ?? emptyDeployRegistry();
}

/** A build's `routes.json` (the shell's or a remote's), validated. */
export async function readRoutesManifest(dir: string, what: string): Promise<RoutesManifest> {
  const file = path.join(dir, ROUTES_FILE);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT')
      throw new Error(`${what} has no ${ROUTES_FILE} (${file}); build it with @portal/mf-build`, {
        cause: error,
      });
    throw error;
  }
  return parseDocument(RoutesManifestSchema, text, file);
}

/** Validated before it is written (a bug must not publish a registry no gateway can read), then kept twice. */
export async function writeDeployRegistry(deployDir: string, registry: DeployRegistry): Promise<void> {
  const text = `${JSON.stringify(registry, null, 2)}\n`;
  parseDeployRegistry(text, 'the registry about to be written');
  await writeFileAtomic(lastGoodRegistryFile(deployDir), text);
  await writeFileAtomic(registryFile(deployDir), text);
}

export async function writeFileAtomic(file: string, content: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temp, content);
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

const LOCK_WAIT_MS = 30_000;
const LOCK_STALE_MS = 60_000;

/** Read-modify-write of the registry under a lock file, so parallel deploys cannot lose each other's update. */
export async function updateDeployRegistry<T>(
  deployDir: string,
  change: (registry: DeployRegistry) => T | Promise<T>,
): Promise<T> {
  const release = await acquireLock(path.join(deployDir, 'registry.lock'));
  try {
    const registry = await readDeployRegistry(deployDir);
    const result = await change(registry);
    await writeDeployRegistry(deployDir, registry);
    return result;
  } finally {
    await release();
  }
}

async function acquireLock(lockFile: string): Promise<() => Promise<void>> {
  await fs.mkdir(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const handle = await fs.open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => fs.rm(lockFile, { force: true });
    } catch (error) {
      if (!isErrnoException(error) || error.code !== 'EEXIST') throw error;
      if (await isStaleLock(lockFile)) {
        await fs.rm(lockFile, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new Error(`${lockFile} is held by another deploy; remove it if no deploy is running`, {
          cause: error,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function isStaleLock(lockFile: string): Promise<boolean> {
  try {
    const [stat, owner] = await Promise.all([fs.stat(lockFile), fs.readFile(lockFile, 'utf8')]);
    if (Date.now() - stat.mtimeMs > LOCK_STALE_MS) return true;
    const pid = Number(owner);
    if (!Number.isInteger(pid) || pid <= 0) return false; // being written right now
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // ESRCH: the owner died; ENOENT: released meanwhile (retry at once)
    return isErrnoException(error) && (error.code === 'ESRCH' || error.code === 'ENOENT');
  }
}

/** Duck-typed: errors from Node's own modules may come from another realm (jest's vm) than `Error`. */
export function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return typeof error === 'object' && error !== null && 'code' in error;
}
