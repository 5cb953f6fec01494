import { useEffect, useState } from 'react';
import type { Campaign } from '@portal/contracts';
import type { CampaignCalls } from '../campaignCalls';
import { useFirstView } from './firstView';

/**
 * The campaign's configuration (launch date, whether pre-registration is open, legal versions),
 * or null until it has loaded. A landing reads fine without it: callers show what needs it only
 * once it is there, and the widgets that need the server show their own Retry.
 */
export function useCampaign(api: CampaignCalls): Campaign | null {
  const [campaign, setCampaign] = useState<Campaign | null>(useFirstView()?.campaign ?? null);
  useEffect(() => {
    let live = true;
    api.campaign().then(
      (loaded) => live && setCampaign(loaded),
      (error: unknown) => console.error('[campaign] configuration failed to load:', error),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return campaign;
}
