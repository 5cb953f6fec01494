import { campaignLandingEndpoints as e } from '@portal/contracts';
import { call } from '@portal/api-client';

/** The landing's reads of one campaign. */
export const landingCalls = (gameCode: string) => ({
  campaign: () => call(e.campaign, { params: { gameCode } }),
  counter: () => call(e.counter, { params: { gameCode } }),
});
