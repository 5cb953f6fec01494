import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentVersion, inRepoClosure } from './inRepoPackages';
import { sharedConfig, workspaceRoot } from './shared';
import { sharedExportsOf } from './sharedExports';

const appDir = (name: string) => path.join(workspaceRoot, name);

describe('shared exports a build records', () => {
  it("lists what the app and the packages it bundles call, all inside the build's own copy", () => {
    const dir = appDir('mf-auth');
    const exports = sharedExportsOf(dir, workspaceRoot, sharedConfig(dir));
    const router = exports['react-router-dom'];
    expect(router?.needs).toEqual(expect.arrayContaining(['useNavigate']));
    // In-repo singletons are compared by what the package exports.
    expect(exports['@portal/api-client']?.needs).toEqual(expect.arrayContaining(['call']));
    expect(exports['@portal/api-client']?.provides).toEqual(expect.arrayContaining(['beginPlayerSession']));
    for (const { needs, provides } of Object.values(exports))
      expect(needs.filter((name) => !provides.includes(name))).toEqual([]);
  });

  it('follows in-repo dependencies only: a portal remote does not call what the campaign kit calls', () => {
    const closure = inRepoClosure(appDir('mf-wallet-vip'), workspaceRoot).map((dir) => path.basename(dir));
    expect(closure).toEqual(expect.arrayContaining(['mf-wallet-vip', 'ui', 'contracts']));
    expect(closure).not.toContain('campaign');
  });
});

describe('the version an in-repo package is shared under', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'content-version-'));
    for (const [name, deps] of [
      ['ui', { '@portal/contracts': '*' }],
      ['contracts', {}],
    ] as const) {
      mkdirSync(path.join(root, 'packages', name, 'src'), { recursive: true });
      writeFileSync(
        path.join(root, 'packages', name, 'package.json'),
        JSON.stringify({ name: `@portal/${name}`, version: '0.1.0', dependencies: deps }),
      );
      writeFileSync(path.join(root, 'packages', name, 'src', 'index.ts'), `export const ${name} = 1;\n`);
    }
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const uiVersion = () => contentVersion(path.join(root, 'packages', 'ui'), root);

  it('is the package version with a digest that changes with its own sources only', () => {
    const first = uiVersion();
    expect(first).toMatch(/^0\.1\.0-[0-9a-f]{12}$/);
    expect(uiVersion()).toBe(first);

    // Neither a test nor a package it imports (each copy bundles its own) makes a new version.
    writeFileSync(path.join(root, 'packages', 'ui', 'src', 'index.ts.test.ts'), 'a test changes nothing');
    writeFileSync(path.join(root, 'packages', 'contracts', 'src', 'index.ts'), 'export const c = 2;\n');
    expect(uiVersion()).toBe(first);

    writeFileSync(path.join(root, 'packages', 'ui', 'src', 'index.ts'), 'export const ui = 2;\n');
    expect(uiVersion()).not.toBe(first);
  });
});
