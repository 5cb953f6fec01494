import { gachaCalls } from './gacha/gachaCalls';
import { landingCalls } from './landing/landingCalls';
import { pointsCalls } from './points/pointsCalls';
import { preRegistrationCalls } from './pre-register/preRegistrationCalls';
import { raffleCalls } from './raffle/raffleCalls';
import { referralCalls } from './referral/referralCalls';
import { rewardCalls } from './rewards/rewardCalls';
import { videoCalls } from './video/videoCalls';

/**
 * The kit's calls for one game code, gathered from its features (each feature's calls sit beside it,
 * made from the declared endpoints). Pages hand it to the kit's panels; tests hand in a fake.
 */
export const campaignCalls = (gameCode: string) => ({
  ...landingCalls(gameCode),
  ...preRegistrationCalls(gameCode),
  ...pointsCalls(gameCode),
  ...videoCalls(gameCode),
  ...referralCalls(gameCode),
  ...raffleCalls(gameCode),
  ...rewardCalls(gameCode),
  ...gachaCalls(gameCode),
});

export type CampaignCalls = ReturnType<typeof campaignCalls>;
