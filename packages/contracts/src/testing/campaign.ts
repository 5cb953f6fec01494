import {
  GACHA_DRAW_COST,
  MAX_REWARDED_REFERRALS,
  RAFFLE_RESPONSE_DAYS,
  REFERRAL_POINTS,
  TASK_POINTS_CAP,
  type Campaign,
} from '../campaign';

/**
 * A campaign as the API serves it, for tests of any app: pre-registration open, before launch, the
 * spec's rules (001 §9), with the fields a test cares about overridden.
 */
export function campaignFixture(overrides: Partial<Campaign> = {}): Campaign {
  return {
    gameCode: 'crazy_ones',
    name: 'Crazy Ones',
    launchAt: 1_800_000_000,
    preRegistrationOpen: true,
    gachaStartAt: 1_800_604_800,
    isLaunched: false,
    isGachaLive: false,
    raffleEntryOpen: true,
    constants: {
      referralPoints: REFERRAL_POINTS,
      maxRewardedReferrals: MAX_REWARDED_REFERRALS,
      taskPointsCap: TASK_POINTS_CAP,
      gachaDrawCost: GACHA_DRAW_COST,
      raffleResponseDays: RAFFLE_RESPONSE_DAYS,
    },
    termsVersion: '2020-01-01',
    eulaVersion: '2020-01-01',
    ...overrides,
  };
}
