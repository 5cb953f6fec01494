import type { CampaignReward, PreRegistrationStatus } from '@portal/contracts';
import { ApiRequestError } from '@portal/api-client';
import type { CampaignCalls } from '../campaignCalls';

/** Every call fails until a test gives it an answer: a forgotten call shows up as an error state. */
export function fakeCampaignCalls(overrides: Partial<CampaignCalls> = {}): jest.Mocked<CampaignCalls> {
  const unanswered = () =>
    jest.fn(() => Promise.reject(new ApiRequestError(404, [{ code: 'NOT_FOUND', message: 'not faked' }])));
  const api = {} as Record<keyof CampaignCalls, jest.Mock>;
  const names: (keyof CampaignCalls)[] = [
    'campaign',
    'counter',
    'checkEmail',
    'login',
    'sendCode',
    'verify',
    'status',
    'consent',
    'points',
    'videos',
    'startWatch',
    'reportProgress',
    'answer',
    'quests',
    'reportQuest',
    'claimQuest',
    'visit',
    'referral',
    'acceptInvite',
    'raffle',
    'enterRaffle',
    'submitShipping',
    'rewards',
    'claimReward',
    'gacha',
    'drawGacha',
  ];
  for (const name of names) api[name] = unanswered();
  Object.assign(api, overrides);
  return api as unknown as jest.Mocked<CampaignCalls>;
}

export const preRegisteredStatus = (
  overrides: Partial<PreRegistrationStatus> = {},
): PreRegistrationStatus => ({
  preRegistered: true,
  preRegisteredAt: 1_767_225_600,
  channel: 'website',
  coupon: {
    code: 'AE-WELCOME-7Q2K',
    title: 'Ash Echoes welcome pack',
    gameCode: 'ash_echoes',
    source: 'campaign',
    status: 'available',
    expireAt: null,
    createdAt: 1_767_225_600,
    usedAt: null,
  },
  lotteryNumber: 42,
  ...overrides,
});

export const reward = (overrides: Partial<CampaignReward>): CampaignReward => ({
  code: 'milestone-10k',
  kind: 'milestone',
  title: '10,000 pre-registrations',
  description: '100 Echo Crystals',
  progress: { current: 12_000, target: 10_000 },
  condition: null,
  state: 'Claim',
  claimedCode: null,
  codesLeft: 10,
  ...overrides,
});
