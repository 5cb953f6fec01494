/**
 * @jest-environment node
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from './compileHints';

jest.setTimeout(60_000);

let dir: string;
let files: Record<string, string>;

/** A page whose entry imports its boot (which opens a dialog lazily), built for production. */
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'compile-hints-'));
  await writeFile(path.join(dir, 'index.js'), "import('./boot').then((boot) => boot.start());\n");
  await writeFile(
    path.join(dir, 'boot.js'),
    'export function start() {\n  document.title = "started";\n  window.onclick = () => import("./dialog").then((d) => d.open());\n}\n',
  );
  await writeFile(
    path.join(dir, 'dialog.js'),
    'export function open() {\n  document.body.append("dialog");\n}\n',
  );
  const out = path.join(dir, 'dist');
  const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
    webpack({
      mode: 'production',
      context: dir,
      entry: { main: './index.js' },
      devtool: 'hidden-source-map',
      output: { path: out, filename: '[name].js', chunkFilename: '[name].js' },
      optimization: { chunkIds: 'named' },
      plugins: [new CompileHintsPlugin()],
    }).run((error, result) => (error ? reject(error) : resolve(result))),
  );
  expect(stats?.hasErrors()).toBe(false);
  files = Object.fromEntries(
    await Promise.all(
      (await readdir(out)).map(async (name) => [name, await readFile(path.join(out, name), 'utf8')] as const),
    ),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('compile hints', () => {
  it('start the entry and the boot chunk it fetches first, which run as the page starts', () => {
    expect(files['main.js']?.startsWith(COMPILE_HINT)).toBe(true);
    expect(files['boot_js.js']?.startsWith(COMPILE_HINT)).toBe(true);
  });

  it('leave a chunk loaded later (a dialog) to be compiled when it runs', () => {
    expect(files['dialog_js.js']).toBeDefined();
    expect(files['dialog_js.js']).not.toContain('allFunctionsCalledOnLoad');
  });

  it('survive minification and keep the source maps true to the shifted lines', () => {
    const code = files['boot_js.js']!;
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('"started"'));
    expect(line).toBeGreaterThan(0);
    const map = new TraceMap(files['boot_js.js.map']!);
    const position = originalPositionFor(map, { line: line + 1, column: lines[line]!.indexOf('"started"') });
    expect(position.source).toMatch(/boot\.js$/);
    expect(position.line).toBe(2);
  });
});
