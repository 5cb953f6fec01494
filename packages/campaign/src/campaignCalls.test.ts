import { installFakeApi, type FakeApi } from '@portal/api-client/testing';
import { campaignCalls } from './campaignCalls';
import { gachaCalls } from './gacha/gachaCalls';
import { landingCalls } from './landing/landingCalls';
import { pointsCalls } from './points/pointsCalls';
import { preRegistrationCalls } from './pre-register/preRegistrationCalls';
import { raffleCalls } from './raffle/raffleCalls';
import { referralCalls } from './referral/referralCalls';
import { rewardCalls } from './rewards/rewardCalls';
import { videoCalls } from './video/videoCalls';

describe("the kit's calls for one campaign", () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it("holds every feature's calls", () => {
    api = installFakeApi();
    const features = [
      landingCalls,
      preRegistrationCalls,
      pointsCalls,
      videoCalls,
      referralCalls,
      raffleCalls,
      rewardCalls,
      gachaCalls,
    ].flatMap((calls) => Object.keys(calls('ash_echoes')));
    expect(Object.keys(campaignCalls('ash_echoes')).sort()).toEqual(features.sort());
  });

  it('sends a call whose feature arrives with it, and answers with the checked data', async () => {
    const claim = { rewardCode: 'R1', title: 'Starter pack', code: 'AE-123', claimedAt: 1_800_000_000 };
    api = installFakeApi({ 'POST /api/private/campaigns/:gameCode/rewards/:rewardCode/claim': () => claim });
    await expect(campaignCalls('ash_echoes').claimReward('R1')).resolves.toEqual(claim);
    expect(api.requests).toEqual([
      expect.objectContaining({ method: 'POST', params: { gameCode: 'ash_echoes', rewardCode: 'R1' } }),
    ]);
  });

  it("refuses an answer its feature's schema does not accept", async () => {
    api = installFakeApi({
      'POST /api/private/campaigns/:gameCode/rewards/:rewardCode/claim': () => ({ code: 1 }),
    });
    await expect(campaignCalls('ash_echoes').claimReward('R1')).rejects.toThrow();
  });
});
