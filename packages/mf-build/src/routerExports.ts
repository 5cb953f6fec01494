import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-dev', 'testing']);
const IMPORT_FROM_ROUTER = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router(?:-dom)?['"]/g;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

/** The value names one file imports from react-router(-dom); type-only imports cost no bytes. */
export function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const [, typeOnly, list = ''] of source.matchAll(IMPORT_FROM_ROUTER)) {
    if (typeOnly) continue;
    for (const raw of list.split(',')) {
      const name = raw.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  return names;
}

/**
 * Every react-router-dom export any app of the workspace imports, sorted. The router is a shared
 * singleton tree-shaken to these names: whichever app's copy the page loads must hold what every
 * other app needs, so each build declares the union, not its own imports (a consumer needing more
 * would fall back to a second, full copy).
 */
export function routerExportsUsed(workspaceRoot: string): string[] {
  // The shell's sources, every shared package and every remote (mf-*).
  const roots = readdirSync(workspaceRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => name === 'shell' || name === 'packages' || name.startsWith('mf-'))
    .map((name) => path.join(workspaceRoot, name === 'shell' ? 'shell/src' : name));
  const names = new Set<string>();
  for (const root of roots) {
    for (const file of sourceFiles(root))
      for (const name of routerImports(readFileSync(file, 'utf8'))) names.add(name);
  }
  return [...names].sort();
}
