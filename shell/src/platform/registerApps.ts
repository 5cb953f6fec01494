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
import { isOwnedBy, overlayApps, remoteApps, type RemoteApp } from '../routes/routeTable';
import { getOverlaySlot, getSlot } from './slots';

/**
 * Registers every remote with the Module Federation runtime and as a single-spa application whose
 * activity is "the route table says this app owns the path". A remote missing from the registry
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
      activeWhen: (location) => isOwnedBy(app, location.pathname),
      customProps: () => ({ domElement: getSlot(app) }),
    });
  }

  for (const overlay of overlayApps) {
    registerApplication({
      name: overlay.name,
      app: async () => {
        const entry = entries.get(overlay.remote);
        const lifecycles = entry
          ? await loadRemoteLifecycles(entry, overlay.expose)
          : fallbackLifecycles(overlay.name);
        return lifecycles as unknown as LifeCycles;
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
    void fetchRegistry()
      .then((fresh) => fresh.remotes.forEach((entry) => entries.set(entry.app, entry)))
      .catch(() => undefined)
      .then(() => {
        const entry = entries.get(remote);
        if (entry) resetRemote(entry);
        return unloadApplication(app, { waitForUnmount: false });
      })
      .then(() => triggerAppChange());
  });
}
