import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { reportRemoteError } from '../diagnostics';
import type { Lifecycles } from '../lifecycles';
import { fallbackLifecycles } from './fallback';
import { guardLifecycles } from './guard';
import { fallbackPlugin, retryPlugin } from './plugins';
import type { Registry, RegistryEntry } from './registry';

const toRemote = (entry: RegistryEntry) => ({
  name: entry.name,
  alias: entry.app,
  entry: new URL(entry.manifest, window.location.href).href,
});

/** Registers every remote of the registry with the Module Federation runtime, plus our plugins. */
export function registerRegistry(registry: Registry): void {
  const appByContainer = new Map(registry.remotes.map((entry) => [entry.name, entry.app]));
  registerPlugins([retryPlugin(), fallbackPlugin((container) => appByContainer.get(container) ?? container)]);
  registerRemotes(registry.remotes.map(toRemote));
}

/** Forgets a remote's cached container and module so the next load fetches it again (Retry). */
export function resetRemote(entry: RegistryEntry): void {
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
 * never rejects, a failure becomes the fallback (or nothing, for overlays).
 */
export async function loadRemoteLifecycles(
  entry: RegistryEntry,
  expose = './app',
  onFailure: FailureDisplay = 'fallback',
): Promise<Lifecycles> {
  const failed = () => (onFailure === 'hidden' ? hiddenLifecycles() : fallbackLifecycles(entry.app));
  try {
    const lifecycles = await loadRemote<Lifecycles>(`${entry.name}/${expose.replace(/^\.\//, '')}`);
    if (!lifecycles || 'isFallback' in lifecycles) return failed();
    return guardLifecycles(entry.app, lifecycles);
  } catch (error) {
    reportRemoteError(entry.app, error);
    return failed();
  }
}
