import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteError } from '../diagnostics';
import { fetchWithRetry, withRetry } from './retry';
import { fallbackLifecycles } from './fallback';

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
