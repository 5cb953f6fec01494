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

/** `YYYYMMDDTHHmmssZ-<first 8 hex of the digest>`: sorts by deploy time, tells builds apart. */
export function versionId(now: Date, digest: string): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `${stamp}-${digest.slice(0, 8)}`;
}
