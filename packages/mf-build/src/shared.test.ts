import { readFileSync } from 'node:fs';
import path from 'node:path';
import reactPackage from 'react/package.json';
import { sharedConfig, SINGLETONS } from './shared';
import { importedNames } from './usedExports';

const shellDir = path.resolve(__dirname, '../../../shell');
/** An app with forms: the shell has none, but the valibot it shares serves every app's resolvers. */
const formsAppDir = path.resolve(__dirname, '../../../mf-auth');

describe('shared modules', () => {
  const shared = sharedConfig(shellDir);

  it('shares every core library as a singleton with an explicit requiredVersion', () => {
    for (const pkg of SINGLETONS) {
      expect(shared[pkg]).toMatchObject({ singleton: true });
      expect(shared[pkg]?.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+/);
    }
  });

  it('shares the react/ and react-dom/ subpaths so react-dom/client is one copy', () => {
    expect(shared['react/']).toMatchObject({ singleton: true });
    expect(shared['react-dom/']).toMatchObject({ singleton: true });
    expect(shared['@emotion/react/']).toMatchObject({ singleton: true });
  });

  it('tree-shakes the shared router to the exports the apps import', () => {
    expect(shared['react-router-dom']?.treeShaking).toEqual({
      mode: 'runtime-infer',
      usedExports: expect.arrayContaining(['BrowserRouter', 'Routes', 'useNavigate']),
    });
  });

  it('shares valibot once, tree-shaken to what the apps and @hookform/resolvers read', () => {
    const resolversDir = path.dirname(
      require.resolve('@hookform/resolvers/package.json', { paths: [formsAppDir] }),
    );
    const resolver = readFileSync(path.join(resolversDir, 'valibot/dist/valibot.modern.mjs'), 'utf8');
    const usedExports = shared.valibot?.treeShaking?.usedExports ?? [];
    expect(usedExports).toEqual(expect.arrayContaining(['object', 'pipe', 'safeParse']));
    expect(importedNames(resolver, ['valibot']).filter((name) => !usedExports.includes(name))).toEqual([]);
    expect(shared.valibot).toMatchObject({ singleton: false });
  });

  it('leaves @portal/contracts out of sharing, so each app bundles only the schemas it imports', () => {
    expect(shared['@portal/contracts']).toBeUndefined();
    expect(shared['@portal/ui']).toMatchObject({ singleton: false });
  });

  it("shares the overlays' and the lifecycles' entries under their package's version", () => {
    expect(shared['@portal/ui/overlay']?.version).toBe(shared['@portal/ui']?.version);
    expect(shared['@portal/federation/lifecycles']?.version).toBe(shared['@portal/federation']?.version);
    expect(shared['@portal/ui']?.version).toMatch(/^0\.1\.0-[0-9a-f]{12}$/);
  });

  it('reads the installed version of each package', () => {
    const reactVersion = reactPackage.version;
    expect(shared.react?.version).toBe(reactVersion);
    expect(shared.react?.requiredVersion).toBe(`^${reactVersion}`);
  });
});
