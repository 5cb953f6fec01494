import { type ModuleFederationRuntimePlugin, helpers } from '@module-federation/runtime-core';

/** What this plugin reads of a remote's snapshot (its `mf-manifest.json`, as the runtime parsed it). */
interface ManifestSnapshot {
  publicPath?: string;
  remoteEntry?: string;
  remoteEntryType?: string;
  globalName?: string;
  version?: string;
  buildVersion?: string;
  modules?: { moduleName: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

const MANIFEST_URL = /\.json(?:$|[?#])/i;

/**
 * Loads remotes registered by their `mf-manifest.json`, in place of the runtime's snapshot and
 * preload-planning plugins (built out of the shell with `experiments.optimization.disableSnapshot`):
 * the same steps for what the portal uses. The runtime reads the manifest (through the portal's
 * fetch with retry, cached per URL), the remote's entry script is taken from it, and the exposed
 * module's own files start loading beside the entry instead of after it. What is left out: remotes
 * of remotes, shared-module files (the shell provides the shared libraries) and `preloadRemote`.
 */
export default function manifestRemotes(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-manifest-remotes',
    async afterResolve(args) {
      const { remote, expose, origin, remoteInfo, id } = args;
      if (!('entry' in remote) || !MANIFEST_URL.test(remote.entry)) return args;
      const { remoteSnapshot } = await origin.snapshotHandler.loadRemoteSnapshotInfo({
        moduleInfo: remote,
        id: expose === '.' ? remote.name : `${remote.name}/${expose.replace(/^\.\//, '')}`,
      });
      const snapshot = remoteSnapshot as ManifestSnapshot;
      if (!snapshot.remoteEntry) throw new Error(`the manifest of ${remote.name} names no remote entry`);
      const url = (file: string) => `${snapshot.publicPath ?? ''}${file}`;
      Object.assign(remoteInfo, {
        entry: url(snapshot.remoteEntry),
        type: snapshot.remoteEntryType ?? 'global',
        entryGlobalName: snapshot.globalName ?? remote.name,
        version: snapshot.version,
        buildVersion: snapshot.buildVersion,
      });
      const exposed = `${remoteInfo.name}/${expose.replace(/^\.\//, '')}`;
      const files = snapshot.modules?.find((module) => module.moduleName === expose.replace(/^\.\//, ''));
      if (files && !helpers.global.getPreloaded(exposed)) {
        helpers.global.setPreloaded(exposed);
        const loaded = (src: string) => document.querySelector(`script[src="${src}"]`);
        void helpers.utils
          .preloadAssets(
            remoteInfo,
            origin,
            {
              cssAssets: files.assets.css.sync.map(url),
              jsAssetsWithoutEntry: files.assets.js.sync.map(url).filter((src) => !loaded(src)),
              entryAssets: [],
            },
            false,
            { initiator: 'loadRemote', id },
          )
          .catch(() => undefined);
      }
      return { ...args, remoteSnapshot };
    },
  };
}
