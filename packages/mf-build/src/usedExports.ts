import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-dev', 'testing']);

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The value names one file takes from `specifiers` (a package and its aliases, e.g. react-router
 * and react-router-dom): named imports and re-exports (aliases read by their exported name), the
 * members read from a namespace import (`import * as v from 'valibot'` then `v.object`), and
 * `default`. Type-only imports cost no bytes and are left out.
 */
export function importedNames(source: string, specifiers: readonly string[]): string[] {
  const from = `\\s+from\\s+['"](?:${specifiers.map(escape).join('|')})['"]`;
  const names: string[] = [];
  const named = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}${from}`, 'g');
  for (const [, typeOnly, list = ''] of source.matchAll(named)) {
    if (typeOnly) continue;
    for (const raw of list.split(',')) {
      const name = raw.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  const namespace = new RegExp(`import\\s+(type\\s+)?\\*\\s+as\\s+(\\w+)${from}`, 'g');
  for (const [, typeOnly, local = ''] of source.matchAll(namespace)) {
    if (typeOnly) continue;
    for (const [, member = ''] of source.matchAll(new RegExp(`\\b${local}\\.(\\w+)\\b`, 'g')))
      // `v.InferOutput<…>` and friends are types: a value member starts in lower case or is called.
      if (!/^[A-Z]/.test(member) || new RegExp(`\\b${local}\\.${member}\\s*\\(`).test(source))
        names.push(member);
  }
  if (new RegExp(`import\\s+\\w+\\s*(?:,\\s*\\{[^}]*\\})?${from}`).test(source)) names.push('default');
  return names;
}

/** Read once per process: one build asks for several libraries, and tests for more. */
const sourcesByDir = new Map<string, string[]>();

/** The texts of one folder's sources (tests and build output left out). */
function folderSources(dir: string): string[] {
  let sources = sourcesByDir.get(dir);
  if (!sources) {
    sources = sourceFiles(dir).map((file) => readFileSync(file, 'utf8'));
    sourcesByDir.set(dir, sources);
  }
  return sources;
}

/** The exports of a library that the sources in `dirs` import, sorted. */
export function exportsUsedIn(dirs: readonly string[], specifiers: readonly string[]): string[] {
  const names = new Set<string>();
  for (const dir of dirs)
    for (const source of folderSources(dir))
      for (const name of importedNames(source, specifiers)) names.add(name);
  return [...names].sort();
}

/** The texts of the shell's sources, every shared package's and every remote's (mf-*). */
function workspaceSources(workspaceRoot: string): string[] {
  return readdirSync(workspaceRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => name === 'shell' || name === 'packages' || name.startsWith('mf-'))
    .flatMap((name) => folderSources(path.join(workspaceRoot, name === 'shell' ? 'shell/src' : name)));
}

/**
 * Every export of a shared library that any app of the workspace uses, sorted. A shared library
 * tree-shaken to these names serves every app: whichever app's copy the page loads must hold what
 * every other app needs, so each build declares the union, not its own imports (a consumer needing
 * more would fall back to a second, full copy).
 */
export function exportsUsedInWorkspace(workspaceRoot: string, specifiers: readonly string[]): string[] {
  const names = new Set<string>();
  for (const source of workspaceSources(workspaceRoot))
    for (const name of importedNames(source, specifiers)) names.add(name);
  return [...names].sort();
}
