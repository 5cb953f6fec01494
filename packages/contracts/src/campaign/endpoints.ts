import { endpointUrl } from '../endpoint';
import { campaignLandingEndpoints } from './landingEndpoints';
import { campaignPreRegistrationEndpoints } from './preRegistrationEndpoints';
import { campaignPointsEndpoints } from './pointsEndpoints';
import { campaignVideoEndpoints } from './videoEndpoints';
import { campaignReferralEndpoints } from './referralEndpoints';
import { campaignRaffleEndpoints } from './raffleEndpoints';
import { campaignRewardEndpoints } from './rewardEndpoints';
import { campaignGachaEndpoints } from './gachaEndpoints';

export { campaignLandingEndpoints } from './landingEndpoints';
export { campaignPreRegistrationEndpoints } from './preRegistrationEndpoints';
export { campaignPointsEndpoints } from './pointsEndpoints';
export { campaignVideoEndpoints } from './videoEndpoints';
export { campaignReferralEndpoints } from './referralEndpoints';
export { campaignRaffleEndpoints } from './raffleEndpoints';
export { campaignRewardEndpoints } from './rewardEndpoints';
export { campaignGachaEndpoints } from './gachaEndpoints';

/**
 * The campaign API (001): landing reads, the pre-registration steps and what a player does. Clients
 * import the group they call (one module per group, so a page's bundle carries only its own
 * endpoints and schemas); the API registers them all from here.
 */
export const campaignEndpoints = {
  ...campaignLandingEndpoints,
  ...campaignPreRegistrationEndpoints,
  ...campaignPointsEndpoints,
  ...campaignVideoEndpoints,
  ...campaignReferralEndpoints,
  ...campaignRaffleEndpoints,
  ...campaignRewardEndpoints,
  ...campaignGachaEndpoints,
};

const at =
  (endpoint: (typeof campaignEndpoints)[keyof typeof campaignEndpoints]) =>
  (gameCode: string): string =>
    endpointUrl(endpoint, { gameCode });
const atItem =
  (endpoint: (typeof campaignEndpoints)[keyof typeof campaignEndpoints], name: string) =>
  (gameCode: string, code: string): string =>
    endpointUrl(endpoint, { gameCode, [name]: code });
const e = campaignEndpoints;

/**
 * The endpoints' addresses (`/api/...`) for callers outside the API client: API tests, scripts and
 * browser specs. Made from the endpoints above, never written again.
 */
export const campaignApiRoutes = {
  campaign: at(e.campaign),
  counter: at(e.counter),
  preRegistrationEmail: at(e.preRegistrationEmail),
  preRegistrationLogin: at(e.preRegistrationLogin),
  preRegistrationCode: at(e.preRegistrationCode),
  preRegistrationVerify: at(e.preRegistrationVerify),
  /** GET status and POST consent share it. */
  preRegistration: at(e.preRegistration),
  points: at(e.points),
  videos: at(e.videos),
  videoWatches: atItem(e.videoWatches, 'videoCode'),
  videoProgress: atItem(e.videoProgress, 'videoCode'),
  videoAnswer: atItem(e.videoAnswer, 'videoCode'),
  quests: at(e.quests),
  questReport: atItem(e.questReport, 'questCode'),
  questClaim: atItem(e.questClaim, 'questCode'),
  visit: at(e.visit),
  referral: at(e.referral),
  referralAccept: at(e.referralAccept),
  raffle: at(e.raffle),
  raffleEntry: at(e.raffleEntry),
  raffleShipping: at(e.raffleShipping),
  rewards: at(e.rewards),
  rewardClaim: atItem(e.rewardClaim, 'rewardCode'),
  gacha: at(e.gacha),
  gachaDraw: at(e.gachaDraw),
} as const;
