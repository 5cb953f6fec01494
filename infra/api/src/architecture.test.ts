/**
 * The API's wings load in one direction: no import cycle between the top-level folders of src/
 * (each file at the top, such as app.ts and config.ts, is a node of its own). Type-only imports are
 * left out: they vanish from the built code, so they cannot tie two wings' loading together. The
 * lint walls (eslint.config.mjs) say which files of a domain others may import; this says the
 * wings, taken together, form no loop.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The folder (or top-level file) a path of src/ belongs to. */
const nodeOf = (path: string) =>
  relative(SRC, path)
    .split(sep)[0]!
    .replace(/\.tsx?$/, '');

const RUNTIME_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?'(\.{1,2}\/[^']*)'|import\('(\.{1,2}\/[^']*)'\)/g;

/** Relative imports of a file that survive compilation. */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(RUNTIME_IMPORT)) {
    const [, typeOnly, clause, specifier, dynamic] = match;
    if (dynamic) found.push(dynamic);
    if (!specifier || typeOnly) continue;
    const names = clause?.match(/^\{([\s\S]*)\}$/)?.[1];
    const allTypes =
      names !== undefined &&
      names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type '));
    if (!allTypes) found.push(specifier);
  }
  return found;
}

function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SRC)) {
    const from = nodeOf(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      const to = nodeOf(resolve(dirname(file), specifier));
      if (to === from || to.startsWith('..')) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${relative(SRC, file)} imports ${specifier}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Each cycle found by a depth-first walk, as the list of import lines that close it. */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (node: string, path: string[]) => {
    for (const next of graph.get(node)?.keys() ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = [...path.slice(at), next];
        found.push(loop.slice(0, -1).map((from, index) => graph.get(from)!.get(loop[index + 1]!)!));
        continue;
      }
      if (!done.has(next)) walk(next, [...path, next]);
    }
    done.add(node);
  };
  for (const node of graph.keys()) if (!done.has(node)) walk(node, [node]);
  return found;
}

describe('the API wings', () => {
  it('form no import cycle between the top-level folders of src/', () => {
    expect(cycles(folderGraph())).toEqual([]);
  });

  it('the check sees a cycle when there is one', () => {
    const graph = new Map([
      ['money', new Map([['campaign', 'money/jobs.ts imports ../campaign']])],
      ['campaign', new Map([['money', 'campaign/seed.ts imports ../money']])],
    ]);
    expect(cycles(graph)).toEqual([
      ['money/jobs.ts imports ../campaign', 'campaign/seed.ts imports ../money'],
    ]);
  });

  it('type-only imports are not runtime imports', () => {
    expect(
      runtimeImports(
        [
          "import type { A } from '../a';",
          "import { type B, type C } from '../b';",
          "import { type D, e } from '../d';",
          "export { f } from './f';",
          "const g = await import('../g');",
        ].join('\n'),
      ),
    ).toEqual(['../d', './f', '../g']);
  });
});
