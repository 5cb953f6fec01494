/**
 * The deploy registry on disk: `<DEPLOY_DIR>/registry.json` = { "<app>": { current, history } }.
 * Written by the deploy CLI (always temp file + rename, so the gateway never reads half a file),
 * read by the gateway on every change.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RemoteApp } from '../../../../shell/src/routes/routeTable';
import { isRemoteApp } from '../config';

export interface RemoteDeployment {
  current: string;
  /** Every version made current by a deploy, oldest first. */
  history: string[];
}
export type DeployRegistry = Partial<Record<RemoteApp, RemoteDeployment>>;

/** `YYYYMMDDTHHmmssZ-<8 hex of the build's sha256>` */
export const VERSION_ID_PATTERN = /^\d{8}T\d{6}Z-[0-9a-f]{8}$/;

export const registryFile = (deployDir: string) => path.join(deployDir, 'registry.json');
export const remoteVersionDir = (deployDir: string, app: RemoteApp, version: string) =>
  path.join(deployDir, 'remotes', app, version);
/** The URL path the gateway serves a deployed remote's manifest at. */
export const manifestPath = (app: RemoteApp, version: string) =>
  `/remotes/${app}/${version}/mf-manifest.json`;

export function parseDeployRegistry(text: string, source: string): DeployRegistry {
  const raw: unknown = JSON.parse(text);
  if (!isObject(raw)) throw new Error(`${source}: expected an object of remotes`);
  const registry: DeployRegistry = {};
  for (const [app, entry] of Object.entries(raw)) {
    if (!isRemoteApp(app)) continue; // a remote removed from the route table is simply no longer served
    if (
      !isObject(entry) ||
      typeof entry.current !== 'string' ||
      !VERSION_ID_PATTERN.test(entry.current) ||
      !Array.isArray(entry.history) ||
      !entry.history.every((version) => typeof version === 'string' && VERSION_ID_PATTERN.test(version))
    ) {
      throw new Error(`${source}: entry "${app}" must be { current: <version>, history: [<version>...] }`);
    }
    registry[app] = { current: entry.current, history: entry.history as string[] };
  }
  return registry;
}

export async function readDeployRegistry(deployDir: string): Promise<DeployRegistry> {
  const file = registryFile(deployDir);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') return {};
    throw error;
  }
  return parseDeployRegistry(text, file);
}

export async function writeDeployRegistry(deployDir: string, registry: DeployRegistry): Promise<void> {
  await writeFileAtomic(registryFile(deployDir), `${JSON.stringify(registry, null, 2)}\n`);
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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
