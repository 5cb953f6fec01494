import { gachaCalls } from './gacha/gachaCalls';
import { pointsCalls } from './points/pointsCalls';
import { preRegistrationCalls } from './pre-register/preRegistrationCalls';
import { raffleCalls } from './raffle/raffleCalls';
import { referralCalls } from './referral/referralCalls';
import { rewardCalls } from './rewards/rewardCalls';
import { videoCalls } from './video/videoCalls';

/** Every feature's calls but the landing's reads: one chunk, fetched with the first of them. */
export const featureCalls = (gameCode: string) => ({
  ...preRegistrationCalls(gameCode),
  ...pointsCalls(gameCode),
  ...videoCalls(gameCode),
  ...referralCalls(gameCode),
  ...raffleCalls(gameCode),
  ...rewardCalls(gameCode),
  ...gachaCalls(gameCode),
});
