import { useEffect, useState } from 'react';
import { loadCampaignCatalogue } from '@portal/federation';
import { campaignContentText, registerNamespace, type CampaignContentKind } from '@portal/i18n';
import { useTexts } from '../../i18n';

/** A campaign's catalogue in the portal's instance: its namespace, or null when unavailable. */
const registered = new Map<string, Promise<string | null>>();

function campaignNamespace(gameCode: string): Promise<string | null> {
  let load = registered.get(gameCode);
  if (!load) {
    load = loadCampaignCatalogue(gameCode)
      .then(async (exposed) => {
        if (!exposed) return null;
        await registerNamespace(exposed.namespace, exposed.loaders);
        return exposed.namespace;
      })
      .catch(() => null);
    registered.set(gameCode, load);
  }
  return load;
}

export type CampaignContentText = (
  kind: CampaignContentKind,
  code: string,
  field: string,
  fallback: string,
) => string;

/**
 * A campaign's content (quest titles…) in the page's language, from the catalogue its team ships
 * with its remote, by the campaign kit's rule; the API's text until it loads, or when the remote
 * is unavailable (standalone, tests).
 */
export function useCampaignContent(gameCode: string): CampaignContentText {
  // The wallet's texts re-render this on a language change, and when a namespace loads.
  const { i18n } = useTexts();
  const [namespace, setNamespace] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void campaignNamespace(gameCode).then((loaded) => current && setNamespace(loaded));
    return () => {
      current = false;
    };
  }, [gameCode]);
  if (!namespace) return (_kind, _code, _field, fallback) => fallback;
  const t = i18n.getFixedT(null, namespace);
  return (kind, code, field, fallback) =>
    campaignContentText((key, options) => t(key, options), i18n.language, kind, code, field, fallback);
}
