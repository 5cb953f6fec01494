import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface PackageManifest {
  name: string;
  version?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readManifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageManifest;

/** `@portal/ui` → `<root>/packages/ui`, for every in-repo package. */
export function inRepoPackages(workspaceRoot: string): Map<string, string> {
  const dirs = new Map<string, string>();
  const packagesDir = path.join(workspaceRoot, 'packages');
  for (const entry of readdirSync(packagesDir, { withFileTypes: true })) {
    const dir = path.join(packagesDir, entry.name);
    if (entry.isDirectory() && existsSync(path.join(dir, 'package.json')))
      dirs.set(readManifest(dir).name, dir);
  }
  return dirs;
}

/** The folders of the in-repo packages a package reaches through its dependencies, its own first. */
export function inRepoClosure(dir: string, workspaceRoot: string): string[] {
  const packages = inRepoPackages(workspaceRoot);
  const seen = new Set<string>([dir]);
  const queue = [dir];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { dependencies = {}, peerDependencies = {} } = readManifest(next);
    for (const name of Object.keys({ ...dependencies, ...peerDependencies })) {
      const found = packages.get(name);
      if (found && !seen.has(found)) {
        seen.add(found);
        queue.push(found);
      }
    }
  }
  return [...seen];
}

const SKIPPED = new Set(['node_modules', 'dist', 'dist-dev']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(full);
      return /\.(test|spec)\.tsx?$/.test(entry.name) ? [] : [full];
    })
    .sort();
}

/**
 * The version an in-repo package is shared under: its package.json version with a digest of its own
 * sources (`0.1.0-3f9a…`). Every in-repo package says 0.1.0 forever, so by that number alone a remote
 * deployed last month would be handed this week's copy of a changed package; by digest, apps built
 * from the same package share one copy and others keep their own. The in-repo packages it imports are
 * left out: each copy carries its own (contracts change weekly; a copy per change would cost every
 * page of a mixed deploy a second copy for nothing).
 */
export function contentVersion(dir: string, workspaceRoot: string): string {
  const hash = createHash('sha256');
  for (const file of [path.join(dir, 'package.json'), ...filesUnder(path.join(dir, 'src'))]) {
    hash.update(path.relative(workspaceRoot, file));
    hash.update('\0');
    hash.update(readFileSync(file));
  }
  return `${readManifest(dir).version ?? '0.0.0'}-${hash.digest('hex').slice(0, 12)}`;
}
