import { existsSync, promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';

interface PackageManifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readManifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageManifest;

/** Where Node would find `name` from `fromDir`: the nearest node_modules/<name> going up. */
function locate(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * Copies `roots` and everything they depend on (optional platform packages included when installed,
 * i.e. the ones for this platform) from the workspace's node_modules into `<outDir>/node_modules`.
 * Returns the root packages' installed versions, for the artifact's package.json.
 */
export async function copyNativePackages(
  roots: readonly string[],
  repoRoot: string,
  outDir: string,
): Promise<Record<string, string>> {
  const versions: Record<string, string> = {};
  const copied = new Map<string, string>(); // name → version placed at the top level
  const queue = roots.map((name) => ({ name, from: repoRoot, root: true }));
  while (queue.length > 0) {
    const { name, from, root } = queue.shift()!;
    const source = locate(name, from);
    if (!source) {
      if (root) throw new Error(`${name} is not installed: run npm install first`);
      continue; // an optional dependency for another platform
    }
    const manifest = readManifest(source);
    if (root) versions[name] = manifest.version;
    if (copied.has(name)) {
      if (copied.get(name) !== manifest.version)
        throw new Error(`two versions of ${name} are needed (${copied.get(name)}, ${manifest.version})`);
      continue;
    }
    copied.set(name, manifest.version);
    await fs.cp(source, path.join(outDir, 'node_modules', name), {
      recursive: true,
      dereference: true,
      filter: (file) => !file.endsWith('.map') && path.basename(file) !== 'node_modules',
    });
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }))
      queue.push({ name: dependency, from: source, root: false });
  }
  return versions;
}
