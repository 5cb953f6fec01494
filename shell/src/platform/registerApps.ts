import { registerApplication, triggerAppChange, unloadApplication, type LifeCycles } from 'single-spa';
import {
  fallbackLifecycles,
  fetchRegistry,
  loadRemoteLifecycles,
  registerRegistry,
  resetRemote,
  RETRY_REMOTE_EVENT,
  type Registry,
  type RegistryEntry,
} from '@portal/federation/host';
import { clientGuardDecision } from '../features/guard/clientGuard';
import { isOwnedBy, overlayApps, remoteApps, type RemoteApp } from '../routes/routeTable';
import { getOverlaySlot, getSlot } from './slots';

/**
 * Registers every remote with the Module Federation runtime and as a single-spa application whose
 * activity is "the route table says this app owns the path, and the guard lets it through". A remote missing from the registry
 * still gets an application, which shows the fallback on its routes.
 */
export function registerRemoteApps(registry: Registry): void {
  registerRegistry(registry);
  const entries = new Map<string, RegistryEntry>(registry.remotes.map((entry) => [entry.app, entry]));

  for (const app of remoteApps) {
    registerApplication({
      name: app,
      app: async () => {
        const entry = entries.get(app);
        const lifecycles = entry ? await loadRemoteLifecycles(entry) : fallbackLifecycles(app);
        return lifecycles as unknown as LifeCycles;
      },
      // Never mounted on a page the route guard is about to send elsewhere (no flash, no 401 calls).
      activeWhen: (location) =>
        isOwnedBy(app, location.pathname) && clientGuardDecision(location.pathname, location.search) === null,
      customProps: () => ({ domElement: getSlot(app) }),
    });
  }

  for (const overlay of overlayApps) {
    registerApplication({
      name: overlay.name,
      app: async () => {
        const entry = entries.get(overlay.remote);
        // An overlay that cannot load shows nothing: a fallback panel at the end of every page
        // would be noise; its remote's route slot shows the fallback and its Retry.
        if (!entry)
          return {
            bootstrap: async () => undefined,
            mount: async () => undefined,
            unmount: async () => undefined,
          };
        return (await loadRemoteLifecycles(entry, overlay.expose, 'hidden')) as unknown as LifeCycles;
      },
      activeWhen: () => true,
      customProps: () => ({ domElement: getOverlaySlot(overlay.name) }),
    });
  }

  // Retry: read the registry again (the remote may have been redeployed or rolled back meanwhile),
  // drop the cached container, and let single-spa load and mount the app afresh.
  window.addEventListener(RETRY_REMOTE_EVENT, (event) => {
    const app = (event as CustomEvent<{ app: string }>).detail.app;
    const remote = overlayApps.find((overlay) => overlay.name === app)?.remote ?? (app as RemoteApp);
    // The remote's overlays were loaded from the same container: reload them with it.
    const reloaded = [
      app,
      ...overlayApps.filter((overlay) => overlay.remote === remote).map((overlay) => overlay.name),
    ];
    void fetchRegistry()
      .then((fresh) => fresh.remotes.forEach((entry) => entries.set(entry.app, entry)))
      .catch(() => undefined)
      .then(() => {
        const entry = entries.get(remote);
        if (entry) resetRemote(entry);
        return Promise.all(reloaded.map((name) => unloadApplication(name, { waitForUnmount: false })));
      })
      .then(() => triggerAppChange());
  });
}
