import { useCallback, useEffect, useState } from 'react';
import type { Campaign } from '@portal/contracts';
import { campaignCalls, type CampaignCalls } from '@portal/campaign';
import { featuredGameCode } from './featuredGameCode';
import { registerFeaturedTexts } from './texts';

export type FeaturedCampaign =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; gameCode: string; api: CampaignCalls; campaign: Campaign };

/**
 * The campaign the operator features on the publisher's pages (COMMON / featuredCampaign), with its
 * configuration and the pages' texts loaded: a page's heading names the game from its first render
 * (the shell announces the heading it finds). `none` when no campaign is featured: the pages say so
 * instead of guessing a game.
 */
export function useFeaturedCampaign(): FeaturedCampaign {
  const [state, setState] = useState<FeaturedCampaign>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  useEffect(() => {
    let live = true;
    Promise.all([featuredGameCode(), registerFeaturedTexts()])
      .then(async ([gameCode]) => {
        if (!gameCode) return null;
        const api = campaignCalls(gameCode);
        return { gameCode, api, campaign: await api.campaign() };
      })
      .then(
        (ready) => live && setState(ready ? { status: 'ready', ...ready } : { status: 'none' }),
        () => live && setState({ status: 'error', retry }),
      );
    return () => {
      live = false;
    };
  }, [attempt, retry]);
  return state;
}
