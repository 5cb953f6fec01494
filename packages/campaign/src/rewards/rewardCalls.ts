import { campaignRewardEndpoints as e } from '@portal/contracts';
import { call } from '@portal/api-client';

/** The rewards of one campaign and their code claim. */
export const rewardCalls = (gameCode: string) => ({
  rewards: () => call(e.rewards, { params: { gameCode } }),
  claimReward: (rewardCode: string) => call(e.rewardClaim, { params: { gameCode, rewardCode } }),
});
