import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { reportRemoteError } from '../diagnostics';
import { rememberRemoteVersions } from '../telemetry';
import type { Lifecycles } from '../lifecycles';
import { fallbackLifecycles } from './fallback';
import { guardLifecycles } from './guard';
import { cacheBustPlugin, fallbackPlugin, retryPlugin } from './plugins';
import type { Registry, RegistryEntry } from './registry';
import { bustedUrl, forgetPendingEntry, nextRetryGeneration, retryGenerations } from './retryGeneration';
import { remoteLoadTimeoutMs, withLoadTimeout } from './timeout';

const toRemote = (entry: RegistryEntry) => {
  const manifest = new URL(entry.manifest, window.location.href).href;
  const generation = retryGenerations.get(entry.name) ?? 0;
  return { name: entry.name, alias: entry.app, entry: bustedUrl(manifest, generation) };
};

/** Registers every remote of the registry with the Module Federation runtime, plus our plugins. */
export function registerRegistry(registry: Registry): void {
  rememberRemoteVersions(registry.remotes);
  const appByContainer = new Map(registry.remotes.map((entry) => [entry.name, entry.app]));
  registerPlugins([
    retryPlugin(),
    cacheBustPlugin(registry.remotes),
    fallbackPlugin((container) => appByContainer.get(container) ?? container),
  ]);
  registerRemotes(registry.remotes.map(toRemote));
}

/**
 * Forgets a remote's cached container and module so the next load fetches it again (Retry). The
 * manifest and the entry script get a new `portal-retry` query: a load still pending (a hung request,
 * or the gateway's preload `<link>` the browser would otherwise wait on) is bypassed, not awaited,
 * and so is the runtime's own pending load of the entry.
 */
export function resetRemote(entry: RegistryEntry): void {
  nextRetryGeneration(entry.name);
  forgetPendingEntry(entry.name, new URL('.', new URL(entry.manifest, window.location.href)).href);
  registerRemotes([toRemote(entry)], { force: true });
}

/** What a failed load shows: the fallback panel (a route's slot) or nothing (an overlay, e.g. a sheet). */
export type FailureDisplay = 'fallback' | 'hidden';

/** Stands in for an overlay that could not load: the page stays clean, the error is already logged. */
const hiddenLifecycles = (): Lifecycles => ({
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
});

/**
 * The single-spa loading function for one exposed module of a remote (`./app` for its routes):
 * never rejects, a failure becomes the fallback (or nothing, for overlays). A remote that does not
 * answer within the load timeout (a few seconds, `portal-remote-timeout-ms` meta) counts as failed:
 * its slot shows the fallback at once instead of staying blank while the browser waits.
 */
export async function loadRemoteLifecycles(
  entry: RegistryEntry,
  expose = './app',
  onFailure: FailureDisplay = 'fallback',
  timeoutMs = remoteLoadTimeoutMs(),
): Promise<Lifecycles> {
  const failed = () => (onFailure === 'hidden' ? hiddenLifecycles() : fallbackLifecycles(entry.app));
  try {
    const lifecycles = await withLoadTimeout(
      loadRemote<Lifecycles>(`${entry.name}/${expose.replace(/^\.\//, '')}`),
      timeoutMs,
      entry.app,
    );
    if (!lifecycles || 'isFallback' in lifecycles) return failed();
    return guardLifecycles(entry.app, lifecycles);
  } catch (error) {
    reportRemoteError(entry.app, error);
    return failed();
  }
}
