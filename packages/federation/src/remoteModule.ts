import { CAMPAIGN_TEXTS_MODULE, campaignTextsRemote, type ExposedCampaignTexts } from '@portal/i18n';
import { reportRemoteError } from './diagnostics';

/** The part of a Module Federation runtime instance the portal's runtime loads use. */
interface FederationInstance {
  options?: { remotes?: ReadonlyArray<{ name: string; alias?: string }> };
  loadRemote<T>(id: string): Promise<T | null>;
}

/**
 * The runtime instance that knows `remote`: the shell registers every remote of the registry on its
 * own instance, so a remote app asks that one instead of its container's (which knows no remotes).
 * Null in standalone development, in tests, or when the registry does not list the remote.
 */
export function instanceFor(remote: string): FederationInstance | null {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } })
    .__FEDERATION__;
  return (
    federation?.__INSTANCES__?.find((instance) =>
      instance.options?.remotes?.some((entry) => entry.name === remote || entry.alias === remote),
    ) ?? null
  );
}

/**
 * A module another remote exposes (not a widget: e.g. a campaign's `./texts`), through the shell's
 * runtime instance; null when no instance knows the remote (standalone, tests) or the load failed.
 */
export async function loadRemoteModule<T>(remote: string, module: string): Promise<T | null> {
  const instance = instanceFor(remote);
  if (!instance) return null;
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  try {
    const exports = await instance.loadRemote<T>(id);
    // The portal's errorLoadRemote plugin answers a failed load with a stand-in marked isFallback.
    return exports && !(typeof exports === 'object' && 'isFallback' in exports) ? exports : null;
  } catch (error) {
    reportRemoteError(remote, error);
    return null;
  }
}

const catalogues = new Map<string, Promise<ExposedCampaignTexts | null>>();

/**
 * A campaign's text catalogue from its remote (`./texts` of `mf_campaign_<gameCode>`), loaded once
 * per page; null when the remote is unavailable, so its content keeps the API's text.
 */
export function loadCampaignCatalogue(gameCode: string): Promise<ExposedCampaignTexts | null> {
  let load = catalogues.get(gameCode);
  if (!load) {
    load = loadRemoteModule<Partial<ExposedCampaignTexts>>(
      campaignTextsRemote(gameCode),
      CAMPAIGN_TEXTS_MODULE,
    ).then((exposed) =>
      typeof exposed?.namespace === 'string' && exposed.loaders
        ? { namespace: exposed.namespace, loaders: exposed.loaders }
        : null,
    );
    catalogues.set(gameCode, load);
  }
  return load;
}
