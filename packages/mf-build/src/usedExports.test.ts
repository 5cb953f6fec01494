import path from 'node:path';
import { exportsUsedInWorkspace, importedNames } from './usedExports';

describe('importedNames', () => {
  it('reads value imports from react-router-dom and react-router, with aliases and across lines', () => {
    const source = [
      "import { Link, useNavigate as navigateHook } from 'react-router-dom';",
      "import {\n  Routes,\n  type RouteObject,\n} from 'react-router';",
      "import type { LinkProps } from 'react-router-dom';",
      "import { Link as Other } from 'some-router';",
    ].join('\n');
    expect(importedNames(source, ['react-router-dom', 'react-router'])).toEqual([
      'Link',
      'useNavigate',
      'Routes',
    ]);
  });

  it('reads the members used through a namespace import, not its types, and re-exports', () => {
    const source = [
      "import * as v from 'valibot';",
      "import type * as t from 'valibot';",
      'export const Email = v.pipe(v.string(), v.email());',
      'export type Email = v.InferOutput<typeof Email>;',
      'const x: t.BaseIssue<unknown> = t.whatever;',
      "export { safeParse } from 'valibot';",
    ].join('\n');
    expect(importedNames(source, ['valibot']).sort()).toEqual(['email', 'pipe', 'safeParse', 'string']);
  });
});

describe('exportsUsedInWorkspace', () => {
  it('is the union over the shell, the packages and every remote', () => {
    const used = exportsUsedInWorkspace(path.resolve(__dirname, '../../..'), [
      'react-router-dom',
      'react-router',
    ]);
    // The shell's router, the federation package's per-mount router, a remote's link.
    expect(used).toEqual(expect.arrayContaining(['BrowserRouter', 'Routes', 'Route', 'Link', 'useLocation']));
    expect(used).toEqual([...used].sort());
  });
});
