import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, as sorted `/`-separated paths relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** sha256 over every built file's path and bytes: the same build gives the same digest. */
export async function buildDigest(dir: string, files: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(await fs.readFile(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/**
 * The first 16 hex of the build's digest: the same source and lockfile build the same files (mf-build
 * is deterministic), so they get the same id and a redeploy of unchanged code is recognised.
 */
export function versionId(digest: string): string {
  return digest.slice(0, 16);
}
