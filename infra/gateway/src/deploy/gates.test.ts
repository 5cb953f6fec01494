import { mkdirSync, promises as fs, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lastGoodRegistryFile, readDeployRegistry, registryFile } from '../registry/deployRegistry';
import {
  assetOriginFetch,
  fakeRemoteBuilder,
  fakeRemoteBuilderWith,
  REMOTE_ROUTES,
  removeTempDirs,
  shellRoutesDir,
  tempDir,
} from '../testing/fixtures';
import { DEFAULT_CHECK_COMMANDS } from './checks';
import { deployRemote, publishRemote } from './deployRemote';

afterAll(removeTempDirs);

const shellDir = shellRoutesDir();
const help = REMOTE_ROUTES['mf-help']!;

/** A deploy folder with mf-help live, and a check that an attempt leaves it exactly as it was. */
async function liveHelp() {
  const deployDir = tempDir('gates-');
  const live = await deployRemote({ app: 'mf-help', deployDir, shellDir, buildCommand: fakeRemoteBuilder() });
  const refusedAndUnchanged = async (attempt: () => Promise<unknown>, message: string | RegExp) => {
    const before = await fs.readFile(registryFile(deployDir), 'utf8');
    const folders = readdirSync(path.join(deployDir, 'remotes', 'mf-help'));
    await expect(attempt()).rejects.toThrow(message);
    expect(await fs.readFile(registryFile(deployDir), 'utf8')).toBe(before);
    expect(readdirSync(path.join(deployDir, 'remotes', 'mf-help'))).toEqual(folders);
  };
  return { deployDir, live, refusedAndUnchanged };
}

/** A workspace whose mf-help source the real tsc and jest check. */
function workspaceWith(files: Record<string, string>): string {
  const root = tempDir('workspace-');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'mf-help', file)), { recursive: true });
    writeFileSync(path.join(root, 'mf-help', file), text);
  }
  return root;
}

const TSCONFIG = JSON.stringify({
  compilerOptions: { strict: true, noEmit: true, types: [] },
  include: ['src'],
});
/** The repo's own tsc and jest, run in the temporary workspace. */
const bin = (name: string) => path.join(__dirname, '../../../../node_modules/.bin', name);
const realChecks = {
  run: {
    typecheck: `${bin('tsc')} -p {app}/tsconfig.json`,
    tests: `cd {app} && ${bin('jest')} --ci`,
  },
};

describe('a deploy that could hurt players is refused, naming the cause, with the live registry untouched', () => {
  it('a type error', async () => {
    const { deployDir, refusedAndUnchanged } = await liveHelp();
    const repoRoot = workspaceWith({
      'tsconfig.json': TSCONFIG,
      'src/terms.ts': 'export const pages: number = "three";\n',
      'src/terms.test.js': 'test("renders", () => expect(1).toBe(1));\n',
    });
    await refusedAndUnchanged(
      () =>
        deployRemote({
          app: 'mf-help',
          deployDir,
          shellDir,
          repoRoot,
          buildCommand: fakeRemoteBuilder(),
          checks: realChecks,
        }),
      /mf-help was not deployed; nothing changed: its type-check failed[\s\S]*src\/terms\.ts.*Type 'string' is not assignable to type 'number'/,
    );
  }, 120_000); // a real tsc and jest on a busy machine

  it('a failing test', async () => {
    const { deployDir, refusedAndUnchanged } = await liveHelp();
    const repoRoot = workspaceWith({
      'tsconfig.json': TSCONFIG,
      'package.json': JSON.stringify({ name: 'mf-help', jest: { testEnvironment: 'node' } }),
      'src/terms.ts': 'export const pages: number = 3;\n',
      'src/terms.test.js': 'test("shows three pages", () => expect(2).toBe(3));\n',
    });
    await refusedAndUnchanged(
      () =>
        deployRemote({
          app: 'mf-help',
          deployDir,
          shellDir,
          repoRoot,
          buildCommand: fakeRemoteBuilder(),
          checks: realChecks,
        }),
      /mf-help was not deployed; nothing changed: its tests failed[\s\S]*shows three pages/,
    );
  }, 120_000); // a real tsc and jest on a busy machine

  it('a catch-all route', async () => {
    const { deployDir, refusedAndUnchanged } = await liveHelp();
    await refusedAndUnchanged(
      () =>
        deployRemote({
          app: 'mf-help',
          deployDir,
          shellDir,
          buildCommand: fakeRemoteBuilderWith({
            ...help,
            routes: [...help.routes, { path: '/*', page: 'anything' }],
          }),
        }),
      'mf-help declares the catch-all "/*" over every unknown path, which the 404 page owns',
    );
  });

  it('a build missing ./embed', async () => {
    const { deployDir, refusedAndUnchanged } = await liveHelp();
    await refusedAndUnchanged(
      () =>
        deployRemote({
          app: 'mf-help',
          deployDir,
          shellDir,
          buildCommand: fakeRemoteBuilderWith(help, ['./app', './sheets']),
        }),
      'its build exposes no ./embed',
    );
  });

  it('JS over the budget declared beside the routes, with the figure', async () => {
    const { deployDir, refusedAndUnchanged } = await liveHelp();
    await refusedAndUnchanged(
      () =>
        deployRemote({
          app: 'mf-help',
          deployDir,
          shellDir,
          buildCommand: `FAKE_JS_KB=40 FAKE_BUDGET_KB=20 ${fakeRemoteBuilder()}`,
        }),
      /its JS is \d+\.\d KB brotli, over its budget of 20\.0 KB \(jsBudgetKB in mf-help\/routes\.ts\)/,
    );
  });

  it('a registry that would name files missing on the asset origin', async () => {
    const { deployDir, refusedAndUnchanged } = await liveHelp();
    const assetDir = tempDir('cdn-');
    const cdn = 'https://cdn.example/portal';
    const origin = assetOriginFetch(assetDir, cdn);
    // The CDN loses the app chunk (a sync that stopped half-way).
    const lossy: typeof fetch = async (input, init) =>
      String(input).includes('__federation_expose_app')
        ? new Response('gone', { status: 404 })
        : origin(input, init);
    await refusedAndUnchanged(
      () =>
        publishRemote({
          app: 'mf-help',
          deployDir,
          shellDir,
          buildCommand: fakeRemoteBuilder(),
          assetOrigin: { dir: assetDir, url: cdn },
          fetchImpl: lossy,
        }),
      /mf-help [0-9a-f]{16} was not made live; the registry is unchanged: 1 of its files are not on https:\/\/cdn\.example\/portal\/mf-help\/[0-9a-f]{16}\/: __federation_expose_app\.[0-9a-f]+\.js \(HTTP 404\)/,
    );
  });
});

describe('checks', () => {
  it('run by default from the CLI: tsc and jest of the app', () => {
    expect(DEFAULT_CHECK_COMMANDS).toEqual({
      typecheck: 'npx --no-install tsc -p {app}/tsconfig.json --noEmit',
      tests: 'cd {app} && npx --no-install jest --ci --silent',
    });
  });

  it('skipped, say so loudly and are recorded in the release', async () => {
    const deployDir = tempDir('gates-');
    const lines: string[] = [];
    const { version } = await deployRemote({
      app: 'mf-help',
      deployDir,
      shellDir,
      buildCommand: fakeRemoteBuilder(),
      checks: { skip: true },
      log: (line) => lines.push(line),
    });
    expect(lines).toContain(
      'mf-help: WARNING checks skipped (--skip-checks): neither type-checked nor tested; the release records it',
    );
    expect(
      (await readDeployRegistry(deployDir)).remotes['mf-help']?.releases[version]?.record?.checks,
    ).toEqual({
      typecheck: 'skipped',
      tests: 'skipped',
    });
  });
});

describe('reproducible versions', () => {
  it('the same build twice gets the same id; the second deploy says so and changes nothing', async () => {
    const deployDir = tempDir('gates-');
    const buildCommand = `FAKE_TAG=0badc0de ${fakeRemoteBuilder()}`;
    const first = await deployRemote({ app: 'mf-help', deployDir, shellDir, buildCommand });
    const registryBefore = await fs.readFile(registryFile(deployDir), 'utf8');
    const lines: string[] = [];
    const second = await deployRemote({
      app: 'mf-help',
      deployDir,
      shellDir,
      buildCommand,
      log: (line) => lines.push(line),
    });
    expect(second.version).toBe(first.version);
    expect(second.unchanged).toBe('live');
    expect(lines).toContain(
      `mf-help: ${first.version} is unchanged (same build as the live one); nothing changed`,
    );
    expect(await fs.readFile(registryFile(deployDir), 'utf8')).toBe(registryBefore);
    expect(await fs.readFile(lastGoodRegistryFile(deployDir), 'utf8')).toBe(registryBefore);
  });
});
