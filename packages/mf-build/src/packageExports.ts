import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CANDIDATES = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveSource(from: string, request: string): string | undefined {
  const base = path.resolve(path.dirname(from), request);
  return [base, ...CANDIDATES.map((suffix) => base + suffix)].find(
    (file) => existsSync(file) && /\.tsx?$/.test(file),
  );
}

/**
 * The value names a TypeScript module exports, read from its source: named and re-exported
 * bindings (by their exported name), declarations, `default`, and what `export * from './x'`
 * brings. Types cost nothing at run time and are left out.
 */
export function moduleExports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const [, typeOnly, list = ''] of source.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g)) {
    if (typeOnly) continue;
    for (const raw of list.split(',')) {
      const binding = raw.trim();
      if (!binding || binding.startsWith('type ')) continue;
      names.add(binding.split(/\s+as\s+/).at(-1) ?? binding);
    }
  }
  for (const [, name = ''] of source.matchAll(
    /export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|enum)\s+([A-Za-z_$][\w$]*)/g,
  ))
    names.add(name);
  if (/export\s+default\b/.test(source)) names.add('default');
  for (const [, request = ''] of source.matchAll(/export\s+\*\s+from\s+['"](\.[^'"]+)['"]/g)) {
    const target = resolveSource(file, request);
    if (target) for (const name of moduleExports(target, seen)) names.add(name);
  }
  return [...names].sort();
}

/** What an in-repo package's entry (`main` of its package.json) exports. */
export function packageExports(dir: string): string[] {
  const { main = 'src/index.ts' } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    main?: string;
  };
  return moduleExports(path.join(dir, main));
}
