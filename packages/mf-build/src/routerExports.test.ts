import path from 'node:path';
import { routerExportsUsed, routerImports } from './routerExports';

describe('routerImports', () => {
  it('reads value imports from react-router-dom and react-router, with aliases and across lines', () => {
    const source = [
      "import { Link, useNavigate as navigateHook } from 'react-router-dom';",
      "import {\n  Routes,\n  type RouteObject,\n} from 'react-router';",
      "import type { LinkProps } from 'react-router-dom';",
      "import { Link as Other } from 'some-router';",
    ].join('\n');
    expect(routerImports(source)).toEqual(['Link', 'useNavigate', 'Routes']);
  });
});

describe('routerExportsUsed', () => {
  it('is the union over the shell, the packages and every remote', () => {
    const used = routerExportsUsed(path.resolve(__dirname, '../../..'));
    // The shell's router, the federation package's per-mount router, a remote's link.
    expect(used).toEqual(expect.arrayContaining(['BrowserRouter', 'Routes', 'Route', 'Link', 'useLocation']));
    expect(used).toEqual([...used].sort());
  });
});
