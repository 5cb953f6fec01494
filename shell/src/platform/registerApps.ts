import { getAppStatus, MOUNTED, registerApplication, triggerAppChange, unloadApplication } from 'single-spa';
import {
  fetchRegistry,
  loadRemoteLifecycles,
  registerRegistry,
  resetRemote,
  RETRY_REMOTE_EVENT,
  type Registry,
  type RegistryEntry,
} from '@portal/federation/host';
import { APP_EXPOSE } from '@portal/routes';
import { clientGuardDecision } from '../features/guard/clientGuard';
import { isOwnedBy, setRegistryRoutes } from '../routes/routeTable';
import { createOverlayGate } from './overlayGate';
import { remoteMountElement, settleServerRenders } from './serverRenderedSlots';
import { getOverlaySlot } from './slots';

/**
 * Registers every remote of the registry with the Module Federation runtime and as a single-spa
 * application whose activity is "the registry's routes say this app owns the path, and the guard
 * lets it through"; and each overlay a remote declares as an application active on every page
 * (an `on-help` overlay from the first use of the Help Center on, see overlayGate.ts).
 * The registry is the only list of remotes: a campaign deployed today is mounted without a new shell.
 */
export function registerRemoteApps(registry: Registry): void {
  registerRegistry(registry);
  setRegistryRoutes(registry.remotes);
  const entries = new Map<string, RegistryEntry>(registry.remotes.map((entry) => [entry.app, entry]));

  for (const entry of registry.remotes) {
    const { app } = entry;
    registerApplication({
      name: app,
      app: () => loadRemoteLifecycles(entries.get(app) ?? entry, APP_EXPOSE),
      // Never mounted on a page the route guard is about to send elsewhere (no flash, no 401 calls).
      activeWhen: (location) =>
        isOwnedBy(app, location.pathname) && clientGuardDecision(location.pathname, location.search) === null,
      customProps: () => ({ domElement: remoteMountElement(app) }),
    });
  }

  const overlays = registry.remotes.flatMap((entry) =>
    entry.overlays.map((overlay) => ({ name: `${entry.app}:${overlay.name}`, remote: entry, overlay })),
  );
  const gate = createOverlayGate(() => void triggerAppChange());
  for (const { name, remote, overlay } of overlays) {
    registerApplication({
      name,
      // An overlay that cannot load shows nothing: a fallback panel at the end of every page
      // would be noise; its remote's route slot shows the fallback and its Retry.
      app: () => loadRemoteLifecycles(entries.get(remote.app) ?? remote, overlay.expose, 'hidden'),
      activeWhen: () => gate.isWanted(overlay),
      customProps: () => ({ domElement: getOverlaySlot(name) }),
    });
  }

  window.addEventListener('single-spa:routing-event', () =>
    settleServerRenders((app) => getAppStatus(app) === MOUNTED),
  );

  // Retry: read the registry again (the remote may have been redeployed or rolled back meanwhile),
  // drop the cached container, and let single-spa load and mount the app afresh.
  window.addEventListener(RETRY_REMOTE_EVENT, (event) => {
    const app = (event as CustomEvent<{ app: string }>).detail.app;
    const remote = overlays.find((overlay) => overlay.name === app)?.remote.app ?? app;
    // The remote's overlays were loaded from the same container: reload them with it.
    const reloaded = [
      app,
      ...overlays.filter((overlay) => overlay.remote.app === remote).map((overlay) => overlay.name),
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
