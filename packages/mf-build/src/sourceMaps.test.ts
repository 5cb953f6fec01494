import { defineFederationApp } from './types';
import { createWebpackConfig } from './webpackConfig';

const app = defineFederationApp({ name: 'mf_x', kind: 'remote', devPort: 1, title: 'X' });
const configFor = (mode: 'production' | 'development') =>
  createWebpackConfig({ appDir: __dirname, app, mode, outDir: '/tmp/mf-x-dist', standalone: false });

describe('source maps', () => {
  it('are emitted hidden in production: no bundle names its map, so a browser never asks for one', () => {
    // "hidden-" writes the .map without the trailing `//# sourceMappingURL=` comment.
    expect(configFor('production').devtool).toBe('hidden-source-map');
  });

  it('stay inline in development, where they never leave the machine', () => {
    expect(String(configFor('development').devtool)).toMatch(/^eval-/);
  });
});
