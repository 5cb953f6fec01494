/** @jest-environment jsdom */
import manifestRemotes from './manifestRemotes';

const snapshotOf = (name: string) => ({
  publicPath: `https://cdn.example/${name}/1.2.0/`,
  remoteEntry: 'remoteEntry.js',
  remoteEntryType: 'global',
  globalName: name,
  version: '1.2.0',
  modules: [
    { moduleName: 'app', assets: { js: { sync: ['569.a1.js', 'expose_app.b2.js'] }, css: { sync: [] } } },
    { moduleName: 'embed', assets: { js: { sync: ['embed.c3.js'] }, css: { sync: [] } } },
  ],
});

/** What the runtime hands the hook when `loadRemote('<name>/app')` resolves a remote. */
function resolving(name: string, entry = `https://cdn.example/${name}/1.2.0/mf-manifest.json`) {
  const loadRemoteSnapshotInfo = jest.fn(async () => ({
    remoteSnapshot: snapshotOf(name),
    globalSnapshot: {},
  }));
  const origin = {
    options: { inBrowser: true },
    snapshotHandler: { loadRemoteSnapshotInfo },
    loaderHook: { lifecycle: { createScript: { emit: () => undefined } } },
  };
  const remoteInfo = { name, entry, type: 'global', entryGlobalName: name, shareScope: 'default' };
  const args = { id: `${name}/app`, expose: './app', remote: { name, entry }, remoteInfo, origin };
  return { args, remoteInfo, loadRemoteSnapshotInfo };
}

const afterResolve = (args: unknown) =>
  (manifestRemotes().afterResolve as unknown as (args: unknown) => Promise<Record<string, unknown>>)(args);
const scriptSources = () => [...document.querySelectorAll('script')].map((script) => script.src);

describe('manifestRemotes', () => {
  it("points the remote at the entry script its manifest names, in the manifest's folder", async () => {
    const { args, remoteInfo, loadRemoteSnapshotInfo } = resolving('mf_auth');
    const resolved = await afterResolve(args);
    expect(loadRemoteSnapshotInfo).toHaveBeenCalledWith(expect.objectContaining({ id: 'mf_auth/app' }));
    expect(remoteInfo).toMatchObject({
      entry: 'https://cdn.example/mf_auth/1.2.0/remoteEntry.js',
      type: 'global',
      entryGlobalName: 'mf_auth',
      version: '1.2.0',
    });
    expect(resolved.remoteSnapshot).toMatchObject({ remoteEntry: 'remoteEntry.js' });
  });

  it("starts the exposed module's own files beside the entry, once per page", async () => {
    await afterResolve(resolving('mf_profile').args);
    await afterResolve(resolving('mf_profile').args);
    const base = 'https://cdn.example/mf_profile/1.2.0/';
    expect(scriptSources().filter((src) => src.startsWith(base))).toEqual([
      `${base}569.a1.js`,
      `${base}expose_app.b2.js`,
    ]);
  });

  it('leaves a remote registered by its entry script as it is', async () => {
    const { args, remoteInfo, loadRemoteSnapshotInfo } = resolving(
      'mf_help',
      'https://cdn.example/mf_help/remoteEntry.js',
    );
    expect(await afterResolve(args)).toBe(args);
    expect(loadRemoteSnapshotInfo).not.toHaveBeenCalled();
    expect(remoteInfo.entry).toBe('https://cdn.example/mf_help/remoteEntry.js');
  });
});
