import { SessionSchema, VerificationCodeSentSchema } from '../auth';
import { endpoint, endpointUrl, SIGNED_IN_ERRORS } from '../endpoint';
import {
  PreRegistrationCodePayloadSchema,
  PreRegistrationConsentPayloadSchema,
  PreRegistrationEmailPayloadSchema,
  PreRegistrationEmailResultSchema,
  PreRegistrationLoginPayloadSchema,
  PreRegistrationStatusSchema,
  PreRegistrationVerifyPayloadSchema,
} from './preRegistrationSchemas';
import {
  CampaignGachaDrawSchema,
  CampaignGachaSchema,
  CampaignRewardListSchema,
  RaffleSchema,
  RaffleShippingPayloadSchema,
  RewardClaimSchema,
} from './prizeSchemas';
import { COUNTER_CACHE_SECONDS } from './rules';
import {
  CampaignParamsSchema,
  CampaignQuestParamsSchema,
  CampaignRewardParamsSchema,
  CampaignSchema,
  CampaignVideoParamsSchema,
  PreRegistrationCounterSchema,
} from './schemas';
import {
  CampaignPointsQuerySchema,
  CampaignPointsSchema,
  CampaignQuestGroupListSchema,
  CampaignQuestListSchema,
  CampaignQuestSchema,
  DailyVisitSchema,
  LearnVideoListSchema,
  LearnVideoSchema,
  QuestClaimResultSchema,
  ReferralAcceptPayloadSchema,
  ReferralSummarySchema,
  VideoAnswerPayloadSchema,
  VideoAnswerResultSchema,
  VideoProgressPayloadSchema,
  VideoWatchPayloadSchema,
  VideoWatchSchema,
} from './taskSchemas';

// "public" campaign endpoints accept an optional session: with one, the answer includes the player's
// state (progress, states, `me`); without, a visitor's view. "private" endpoints need it.
const tags = ['campaign'];
const NOT_FOUND = { 404: 'CAMPAIGN_NOT_FOUND: no campaign for the game code' };
const SIGNED_IN = { ...SIGNED_IN_ERRORS, 404: 'CAMPAIGN_NOT_FOUND' };
const THROTTLED = { 429: 'RATE_LIMITED: Retry-After tells when to come back' };
const PROVE_OR_WAIT = {
  428: 'HUMAN_PROOF_REQUIRED: solve the x-human-challenge header and send again with x-human-proof',
  429: 'RATE_LIMITED: too many attempts; Retry-After tells when to come back',
};
const CLOSED = { 404: 'CAMPAIGN_NOT_FOUND', 409: 'PRE_REGISTRATION_CLOSED' };
const PUBLIC = '/public/campaigns/:gameCode';
const PRIVATE = '/private/campaigns/:gameCode';

/** The campaign API (001): landing reads, the pre-registration steps and what a player does. */
export const campaignEndpoints = {
  campaign: endpoint({
    method: 'GET',
    path: PUBLIC,
    summary:
      'The campaign of a game: launch, pre-registration open, gacha start, raffle entry, 001 §9 constants',
    tags,
    params: CampaignParamsSchema,
    response: CampaignSchema,
    errors: NOT_FOUND,
  }),
  counter: endpoint({
    method: 'GET',
    path: `${PUBLIC}/counter`,
    summary: `Total pre-registrations (website + app stores), cached ${COUNTER_CACHE_SECONDS} s`,
    tags,
    params: CampaignParamsSchema,
    response: PreRegistrationCounterSchema,
    errors: NOT_FOUND,
  }),
  videos: endpoint({
    method: 'GET',
    path: `${PUBLIC}/videos`,
    summary: 'Learn videos; with a bearer token: watched segments, the unlocked question, points earned',
    tags,
    params: CampaignParamsSchema,
    response: LearnVideoListSchema,
    errors: NOT_FOUND,
  }),
  quests: endpoint({
    method: 'GET',
    path: `${PUBLIC}/quests`,
    summary: 'Quests with progress and state (Coming Soon, In Progress, Claim, Claimed, Completed)',
    tags,
    params: CampaignParamsSchema,
    response: CampaignQuestListSchema,
    errors: NOT_FOUND,
  }),
  /** The portal's /quest page. */
  questsAcrossCampaigns: endpoint({
    method: 'GET',
    path: '/public/campaign-quests',
    summary: 'The /quest page: the quests of every campaign (with the player state when signed in)',
    tags,
    response: CampaignQuestGroupListSchema,
  }),
  raffle: endpoint({
    method: 'GET',
    path: `${PUBLIC}/raffle`,
    summary: 'The raffle: phase, prizes, entries, winners once drawn; `me` for a signed-in player',
    tags,
    params: CampaignParamsSchema,
    response: RaffleSchema,
    errors: NOT_FOUND,
  }),
  rewards: endpoint({
    method: 'GET',
    path: `${PUBLIC}/rewards`,
    summary: 'Milestone and personal rewards with state, progress, the claimed code and codes left',
    tags,
    params: CampaignParamsSchema,
    response: CampaignRewardListSchema,
    errors: NOT_FOUND,
  }),
  gacha: endpoint({
    method: 'GET',
    path: `${PUBLIC}/gacha`,
    summary: 'The campaign gacha: start (launch + 7 days), live or not, draw cost, prizes',
    tags,
    params: CampaignParamsSchema,
    response: CampaignGachaSchema,
    errors: NOT_FOUND,
  }),

  // Pre-registration (001 §2): email → login | (password + OTP) → consent. Passwords leave encoded.
  preRegistrationEmail: endpoint({
    method: 'POST',
    path: `${PUBLIC}/pre-registration/email`,
    summary: 'Step 1: does the email have an account (login form) or not (create account + OTP)?',
    tags,
    params: CampaignParamsSchema,
    body: PreRegistrationEmailPayloadSchema,
    response: PreRegistrationEmailResultSchema,
    errors: { ...CLOSED, ...PROVE_OR_WAIT },
  }),
  preRegistrationLogin: endpoint({
    method: 'POST',
    path: `${PUBLIC}/pre-registration/login`,
    summary: 'Step 2a: sign in with the password (the accounts sign-in; encoded password)',
    tags,
    params: CampaignParamsSchema,
    body: PreRegistrationLoginPayloadSchema,
    response: SessionSchema,
    errors: { ...CLOSED, 401: 'INVALID_AUTH_CREDENTIAL', ...PROVE_OR_WAIT },
  }),
  preRegistrationCode: endpoint({
    method: 'POST',
    path: `${PUBLIC}/pre-registration/code`,
    summary: 'Step 2b / resend: mail the OTP for a new account (blocked during the resend countdown)',
    tags,
    params: CampaignParamsSchema,
    body: PreRegistrationCodePayloadSchema,
    response: VerificationCodeSentSchema,
    errors: { ...CLOSED, 409: 'EMAIL_IS_USED or PRE_REGISTRATION_CLOSED', ...PROVE_OR_WAIT },
  }),
  preRegistrationVerify: endpoint({
    method: 'POST',
    path: `${PUBLIC}/pre-registration/verify`,
    summary: 'Step 3: the OTP creates the account (email verified) and signs it in',
    tags,
    params: CampaignParamsSchema,
    body: PreRegistrationVerifyPayloadSchema,
    response: SessionSchema,
    errors: { ...CLOSED, 422: 'VERIFICATION_CODE_NOT_MATCH or VERIFICATION_CODE_EXPIRED' },
  }),
  preRegistration: endpoint({
    method: 'GET',
    path: `${PRIVATE}/pre-registration`,
    summary: "The player's pre-registration (and its coupon) for this campaign",
    tags,
    params: CampaignParamsSchema,
    response: PreRegistrationStatusSchema,
    errors: SIGNED_IN,
  }),
  consent: endpoint({
    method: 'POST',
    path: `${PRIVATE}/pre-registration`,
    summary: 'Step 4: consent to the terms and the EULA: pre-registered, coupon issued, referral counted',
    tags,
    params: CampaignParamsSchema,
    body: PreRegistrationConsentPayloadSchema,
    response: PreRegistrationStatusSchema,
    errors: {
      ...SIGNED_IN,
      409: 'ALREADY_PRE_REGISTERED, CONSENT_VERSION_OUTDATED or PRE_REGISTRATION_CLOSED',
    },
  }),

  // What a signed-in player does.
  points: endpoint({
    method: 'GET',
    path: `${PRIVATE}/points`,
    summary: 'AE Points: balance, task points against the 750 cap, ledger page (newest first)',
    tags,
    params: CampaignParamsSchema,
    query: CampaignPointsQuerySchema,
    response: CampaignPointsSchema,
    errors: SIGNED_IN,
  }),
  videoWatches: endpoint({
    method: 'POST',
    path: `${PRIVATE}/videos/:videoCode/watches`,
    summary: 'Start watching a learn video (from startSeconds): the watch id progress reports name',
    tags,
    params: CampaignVideoParamsSchema,
    body: VideoWatchPayloadSchema,
    response: VideoWatchSchema,
    errors: { ...SIGNED_IN, 422: 'VIDEO_PROGRESS_IMPOSSIBLE: startSeconds past the end' },
  }),
  videoProgress: endpoint({
    method: 'POST',
    path: `${PRIVATE}/videos/:videoCode/progress`,
    summary: 'A segment played to its end; refused when backwards, out of range or faster than real time',
    tags,
    params: CampaignVideoParamsSchema,
    body: VideoProgressPayloadSchema,
    response: LearnVideoSchema,
    errors: { ...SIGNED_IN, 422: 'VIDEO_PROGRESS_IMPOSSIBLE', ...THROTTLED },
  }),
  videoAnswer: endpoint({
    method: 'POST',
    path: `${PRIVATE}/videos/:videoCode/answer`,
    summary: "Answer a watched video's question; the correct answer earns its points once",
    tags,
    params: CampaignVideoParamsSchema,
    body: VideoAnswerPayloadSchema,
    response: VideoAnswerResultSchema,
    errors: { ...SIGNED_IN, 403: 'VIDEO_NOT_WATCHED', 409: 'VIDEO_ALREADY_ANSWERED', ...THROTTLED },
  }),
  questReport: endpoint({
    method: 'POST',
    path: `${PRIVATE}/quests/:questCode/report`,
    summary: 'The player opened the channel of a follow-channel quest',
    tags,
    params: CampaignQuestParamsSchema,
    response: CampaignQuestSchema,
    errors: { ...SIGNED_IN, 409: 'QUEST_NOT_REPORTABLE' },
  }),
  questClaim: endpoint({
    method: 'POST',
    path: `${PRIVATE}/quests/:questCode/claim`,
    summary: "Claim a finished quest's points (once; within the 750 task cap)",
    tags,
    params: CampaignQuestParamsSchema,
    response: QuestClaimResultSchema,
    errors: { ...SIGNED_IN, 409: 'QUEST_NOT_READY or QUEST_ALREADY_CLAIMED', ...THROTTLED },
  }),
  visit: endpoint({
    method: 'POST',
    path: `${PRIVATE}/visits`,
    summary: "Count today's visit (UTC day) for the daily-visit quest",
    tags,
    params: CampaignParamsSchema,
    response: DailyVisitSchema,
    errors: SIGNED_IN,
  }),
  referral: endpoint({
    method: 'GET',
    path: `${PRIVATE}/referral`,
    summary: "The player's invite code and link, their referrer, invitees and points from referrals",
    tags,
    params: CampaignParamsSchema,
    response: ReferralSummarySchema,
    errors: SIGNED_IN,
  }),
  referralAccept: endpoint({
    method: 'POST',
    path: `${PRIVATE}/referral/accept`,
    summary: 'Use an invite code: exactly one referrer, never oneself, only before pre-registering',
    tags,
    params: CampaignParamsSchema,
    body: ReferralAcceptPayloadSchema,
    response: ReferralSummarySchema,
    errors: {
      ...SIGNED_IN,
      404: 'INVITE_CODE_INVALID or CAMPAIGN_NOT_FOUND',
      409: 'ALREADY_REFERRED or REFERRAL_TOO_LATE',
      422: 'SELF_REFERRAL',
      ...THROTTLED,
    },
  }),
  raffleEntry: endpoint({
    method: 'POST',
    path: `${PRIVATE}/raffle/entry`,
    summary: 'Enter the raffle (before launch; website pre-registrants; lottery number = account id)',
    tags,
    params: CampaignParamsSchema,
    response: RaffleSchema,
    errors: { ...SIGNED_IN, 403: 'NOT_PRE_REGISTERED', 409: 'RAFFLE_ENTRY_CLOSED' },
  }),
  raffleShipping: endpoint({
    method: 'POST',
    path: `${PRIVATE}/raffle/shipping`,
    summary: "A winner's shipping address and contact number, within 14 days of the announcement",
    tags,
    params: CampaignParamsSchema,
    body: RaffleShippingPayloadSchema,
    response: RaffleSchema,
    errors: {
      ...SIGNED_IN,
      403: 'RAFFLE_NOT_WINNER',
      409: 'RAFFLE_NOT_DRAWN, RAFFLE_ALREADY_ANSWERED or RAFFLE_RESPONSE_CLOSED',
      ...THROTTLED,
    },
  }),
  rewardClaim: endpoint({
    method: 'POST',
    path: `${PRIVATE}/rewards/:rewardCode/claim`,
    summary: 'Claim a reward: one code of its pool, atomically (the same code on a repeat)',
    tags,
    params: CampaignRewardParamsSchema,
    response: RewardClaimSchema,
    errors: {
      ...SIGNED_IN,
      403: 'NOT_PRE_REGISTERED',
      409: 'REWARD_LOCKED or REWARD_CODES_EXHAUSTED',
      ...THROTTLED,
    },
  }),
  gachaDraw: endpoint({
    method: 'POST',
    path: `${PRIVATE}/gacha/draws`,
    summary: 'One gacha draw for 250 AE Points (from launch + 7 days); the prize arrives as a coupon',
    tags,
    params: CampaignParamsSchema,
    response: CampaignGachaDrawSchema,
    errors: { ...SIGNED_IN, 409: 'CAMPAIGN_GACHA_NOT_LIVE', 422: 'INSUFFICIENT_POINTS', ...THROTTLED },
  }),
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
