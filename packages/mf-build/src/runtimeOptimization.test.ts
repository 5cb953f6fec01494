import { defineFederationApp } from './types';
import { federationRuntimeSharing, runtimeOptimization } from './webpackConfig';

const remote = (loadsRemotes?: boolean) =>
  defineFederationApp({ name: 'mf_x', kind: 'remote', devPort: 1, title: 'X', loadsRemotes });

describe('runtimeOptimization', () => {
  it('builds the runtime for browsers only and drops remote loading from a remote that loads none', () => {
    expect(runtimeOptimization(remote())).toEqual({ target: 'web', disableRemote: true });
  });

  it('keeps remote loading for a remote that loads another remote at run time', () => {
    expect(runtimeOptimization(remote(true))).toEqual({ target: 'web' });
  });

  it("builds the shell without the runtime's snapshot plugins, which its own manifest plugin replaces", () => {
    const shell = defineFederationApp({ name: 'shell', kind: 'host', devPort: 1, title: 'Shell' });
    expect(runtimeOptimization(shell)).toEqual({ target: 'web', disableSnapshot: true });
    expect(federationRuntimeSharing(shell, true).runtimePlugins).toContainEqual(
      expect.stringMatching(/manifestRemotes\.ts$/),
    );
  });
});

describe('federationRuntimeSharing', () => {
  const shell = defineFederationApp({ name: 'shell', kind: 'host', devPort: 1, title: 'Shell' });

  it('has the shell hand its runtime to the remotes, which run on it in the portal', () => {
    expect(federationRuntimeSharing(shell, true).runtimePlugins).toContainEqual(
      expect.stringMatching(/provideRuntimeCore\.ts$/),
    );
    expect(federationRuntimeSharing(remote(), true)).toEqual({ runtimePlugins: [], externalRuntime: true });
  });

  it('keeps a runtime in a remote that runs alone (its standalone development page)', () => {
    expect(federationRuntimeSharing(remote(), false)).toEqual({ runtimePlugins: [], externalRuntime: false });
  });
});
