import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteError } from '../diagnostics';
import { fetchWithRetry, withRetry } from './retry';
import { fallbackLifecycles } from './fallback';
import type { RegistryEntry } from './registry';
import { bustedUrl, retryGenerations } from './retryGeneration';

/** Layer 1: network retry with backoff for manifests (fetch) and remote entries (script loads). */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-retry',
    fetch: (url, init) => fetchWithRetry(url, init),
    loadEntryError: ({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }) => {
      const retried = withRetry(async () => {
        delete globalLoading[uniqueKey]; // let the runtime load the entry script afresh
        const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        if (!exports) throw new Error(`remote entry of ${remoteInfo.name} did not load`);
        return exports;
      });
      // The hook's declared type nests the promise; the runtime awaits whatever we return.
      return retried as unknown as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;
    },
  };
}

/**
 * Layer 2: when a remote cannot be loaded at all, answer with lifecycles that render the fallback
 * (with Retry) into the remote's slot, so single-spa keeps routing the rest of the page. Every
 * expose we load is a single-spa application, so lifecycles are the right stand-in for any of them.
 */
export function fallbackPlugin(appOfContainer: (container: string) => string): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-fallback',
    errorLoadRemote: ({ id, error, lifecycle }) => {
      if (lifecycle !== 'onLoad') return undefined; // manifest-level hooks expect a manifest, not a module
      const container = id.split('/')[0] ?? id;
      const app = appOfContainer(container);
      reportRemoteError(app, error);
      return fallbackLifecycles(app);
    },
  };
}

/**
 * The entry scripts the runtime adds: after a Retry, requested with the same `portal-retry` query as
 * the manifest (a script tag with the old URL would wait on the pending, possibly preloaded, request);
 * from another origin (remotes on a CDN), in CORS mode like the gateway's preload hints for them, so
 * the preloaded response is used and a failing remote's errors are readable.
 */
export function cacheBustPlugin(remotes: readonly RegistryEntry[]): ModuleFederationRuntimePlugin {
  const bases = remotes.map((entry) => ({
    name: entry.name,
    base: new URL('.', new URL(entry.manifest, window.location.href)).href,
  }));
  return {
    name: 'portal-cache-bust',
    createScript: ({ url }) => {
      const remote = bases.find((candidate) => url.startsWith(candidate.base));
      const generation = remote ? (retryGenerations.get(remote.name) ?? 0) : 0;
      const crossOrigin = new URL(url, window.location.href).origin !== window.location.origin;
      if (generation === 0 && !crossOrigin) return undefined;
      const script = document.createElement('script');
      if (crossOrigin) script.crossOrigin = 'anonymous';
      script.src = generation === 0 ? url : bustedUrl(url, generation);
      return script;
    },
  };
}
