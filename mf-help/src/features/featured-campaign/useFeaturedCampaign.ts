import { useCallback, useEffect, useState } from 'react';
import { campaignApi, type CampaignApi } from '@portal/campaign';
import { useHelpApi } from '../../api/helpApi';
import { registerFeaturedTexts } from './texts';

export type FeaturedCampaign =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; gameCode: string; api: CampaignApi };

/**
 * The campaign the operator features on the publisher's pages (COMMON / featuredCampaign), with the
 * pages' texts loaded. `none` when no campaign is featured: the pages say so instead of guessing a game.
 */
export function useFeaturedCampaign(): FeaturedCampaign {
  const help = useHelpApi();
  const [state, setState] = useState<FeaturedCampaign>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  useEffect(() => {
    let live = true;
    Promise.all([help.featuredGameCode(), registerFeaturedTexts()]).then(
      ([gameCode]) => {
        if (!live) return;
        setState(gameCode ? { status: 'ready', gameCode, api: campaignApi(gameCode) } : { status: 'none' });
      },
      () => live && setState({ status: 'error', retry }),
    );
    return () => {
      live = false;
    };
  }, [help, attempt, retry]);
  return state;
}
