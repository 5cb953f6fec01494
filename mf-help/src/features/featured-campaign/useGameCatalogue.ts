import { useEffect, useState } from 'react';
import { registerCampaignTexts } from '@portal/campaign';
import { loadCampaignCatalogue } from '@portal/federation';

/**
 * The namespace of the game's own catalogue (shipped with its remote) in the campaign kit, so the
 * kit shows the game's content (rewards, quests, puzzle titles) in the page's language; null until
 * it loads, or when the remote is unavailable (the API's texts then).
 */
export function useGameCatalogue(gameCode: string | null): string | null {
  const [namespace, setNamespace] = useState<string | null>(null);
  useEffect(() => {
    if (!gameCode) return;
    let current = true;
    void loadCampaignCatalogue(gameCode)
      .then(async (exposed) => {
        if (!exposed) return null;
        await registerCampaignTexts(exposed.namespace, exposed.loaders);
        return exposed.namespace;
      })
      .catch(() => null)
      .then((loaded) => current && setNamespace(loaded));
    return () => {
      current = false;
    };
  }, [gameCode]);
  return gameCode ? namespace : null;
}
