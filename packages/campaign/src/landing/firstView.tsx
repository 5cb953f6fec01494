import { createContext, useContext } from 'react';
import type { CampaignCalls } from '../campaignCalls';

/** What a visitor's first screen of a landing shows from the API: its configuration and counter. */
export interface FirstView {
  campaign: Awaited<ReturnType<CampaignCalls['campaign']>> | null;
  counter: Awaited<ReturnType<CampaignCalls['counter']>> | null;
}

/**
 * The answers a server render fetched before rendering (effects do not run there); in the browser
 * nothing provides it and each widget loads its own.
 */
export const FirstViewContext = createContext<FirstView | null>(null);

export const useFirstView = () => useContext(FirstViewContext);

/** Both reads at once, each null when it fails (the widget then shows what it shows while loading). */
export async function loadFirstView(api: Pick<CampaignCalls, 'campaign' | 'counter'>): Promise<FirstView> {
  const [campaign, counter] = await Promise.all([
    api.campaign().catch(() => null),
    api.counter().catch(() => null),
  ]);
  return { campaign, counter };
}
