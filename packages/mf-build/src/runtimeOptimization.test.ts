import { defineFederationApp } from './types';
import { runtimeOptimization } from './webpackConfig';

const remote = (loadsRemotes?: boolean) =>
  defineFederationApp({ name: 'mf_x', kind: 'remote', devPort: 1, title: 'X', loadsRemotes });

describe('runtimeOptimization', () => {
  it('builds the runtime for browsers only and drops remote loading from a remote that loads none', () => {
    expect(runtimeOptimization(remote())).toEqual({ target: 'web', disableRemote: true });
  });

  it('keeps remote loading for a remote that loads another remote at run time, and for the shell', () => {
    expect(runtimeOptimization(remote(true))).toEqual({ target: 'web' });
    expect(
      runtimeOptimization(defineFederationApp({ name: 'shell', kind: 'host', devPort: 1, title: 'Shell' })),
    ).toEqual({ target: 'web' });
  });
});
