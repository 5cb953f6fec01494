import * as runtimeCore from '@module-federation/runtime-core';
import { PortalEmbedError } from './errors';
import { MANIFEST_PATH, type EmbedManifest } from './manifest';

/** Where a remote built with `experiments.externalRuntime` finds the federation runtime (packages/mf-build). */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export interface Portal {
  manifest: EmbedManifest;
  /** The page's origin is on the portal's studio allowlist. */
  allowed: boolean;
  loadEmbed(app: string): Promise<EmbedModule>;
  /** A module the widgets share (one copy on the page), once a widget has provided it; else null. */
  loadShared(name: string): Promise<unknown>;
}

export interface EmbedModule {
  mount(element: HTMLElement, props: Record<string, unknown>): () => void;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'omit', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * One federation runtime and one share scope for the page: every widget's remote joins the same
 * host, so the first one's React (and the portal's session store) is the one all of them use.
 */
function federationHost(manifest: EmbedManifest) {
  const global = runtimeCore.CurrentGlobal as unknown as Record<string, unknown>;
  global[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
  const host = new runtimeCore.ModuleFederation({
    id: 'portal_embed',
    name: 'portal_embed',
    remotes: Object.values(manifest.remotes).map((remote) => ({
      name: remote.name,
      entry: remote.manifestUrl,
    })),
    shared: {},
    shareStrategy: 'loaded-first',
    plugins: [],
  });
  runtimeCore.setGlobalFederationInstance(host);
  return host;
}

type SharedScopes = Record<
  string,
  Record<string, Record<string, { lib?: () => unknown; get?: () => Promise<() => unknown> }>>
>;

let portal: Promise<Portal> | undefined;

/** The manifest, the origin check and the federation host: once per page, whatever is mounted. */
export function connect(portalOrigin: string): Promise<Portal> {
  portal ??= (async () => {
    const [manifest, origin] = await Promise.all([
      getJson<EmbedManifest>(`${portalOrigin}${MANIFEST_PATH}`),
      getJson<{ data: { allowed: boolean } }>(`${portalOrigin}/api/public/embed/origin`),
    ]);
    const host = federationHost(manifest);
    return {
      manifest,
      allowed: origin.data.allowed,
      async loadEmbed(app) {
        const remote = manifest.remotes[app];
        if (!remote) throw new PortalEmbedError('widget-unavailable', `${app} is not live on the portal`);
        const module = await host.loadRemote<EmbedModule>(`${remote.name}/embed`);
        if (!module || typeof module.mount !== 'function')
          throw new PortalEmbedError('widget-unavailable', `${app} did not load`);
        return module;
      },
      async loadShared(name) {
        // Read from the page's share scope: the host declares no shared modules of its own.
        const versions = (host.shareScopeMap as SharedScopes).default?.[name];
        const candidates = Object.values(versions ?? {});
        const provided = candidates.find((shared) => shared.lib) ?? candidates[0];
        if (!provided) return null;
        const factory = provided.lib ?? (await provided.get?.());
        return factory ? factory() : null;
      },
    };
  })();
  portal.catch(() => {
    portal = undefined; // the next mount tries again
  });
  return portal;
}
