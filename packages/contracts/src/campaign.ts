import * as v from 'valibot';
import { confirmMatch } from './confirmMatch';
import { PASSWORD_MIN_LENGTH } from './constants';
import { jsonObject } from './safe';
import { AmountSchema, EmailSchema, PHONE_PATTERN, UnixSecondsSchema, UserIdSchema } from './common';
import { SendCodePayloadSchema, RegisterPayloadSchema, LoginPayloadSchema } from './auth';
import { CouponSchema } from './coupon';
import { PageQueryEntries, pageOf } from './ledger';
import { endpoint } from './endpoint';
import { messages } from './messages';

// =============================================================================================
// Campaigns (spec 001): pre-registration, AE Points, learn videos, quests, referral,
// raffle, rewards and code claim, for any game code. Every route is listed in `campaignApiRoutes`.
// =============================================================================================

// ---------------------------------------------------------------------------------------------
// Business constants of 001 §9, named once. A campaign's configuration starts from these; the
// operator may change them per campaign (`campaign config`), the API answers the values in force.
// ---------------------------------------------------------------------------------------------

/** Points per successful referral (001 §9). */
export const REFERRAL_POINTS = 40;
/** Referred users that reward (001 §9): the 6th counted referral earns nothing. */
export const MAX_REWARDED_REFERRALS = 5;
/** Maximum points from completing all tasks (001 §9): videos, quests and referrals together. */
export const TASK_POINTS_CAP = 750;
/** Cost of one gacha draw in AE Points (001 §9). */
export const GACHA_DRAW_COST = 250;
/** The gacha goes live one week after the game launches (001 §4, §9). */
export const GACHA_START_DELAY_DAYS = 7;
/** A raffle winner answers within 14 days of the announcement, else the prize is forfeited (001 §4). */
export const RAFFLE_RESPONSE_DAYS = 14;
/** The total pre-registration counter is cached this long (API memory and HTTP Cache-Control). */
export const COUNTER_CACHE_SECONDS = 10;
/** Campaign pages speak these four languages (001 §1); the portal itself stays en/vn. */
export const CAMPAIGN_LANGUAGES = ['en', 'id', 'th', 'vn'] as const;
export type CampaignLanguage = (typeof CAMPAIGN_LANGUAGES)[number];

const DAY_SECONDS = 86_400;
/** When the gacha goes live for a launch date (unix seconds). */
export const gachaStartFor = (launchAt: number): number => launchAt + GACHA_START_DELAY_DAYS * DAY_SECONDS;
/** Last moment a raffle winner can answer (unix seconds). */
export const raffleResponseDeadline = (announcedAt: number, days: number = RAFFLE_RESPONSE_DAYS): number =>
  announcedAt + days * DAY_SECONDS;

// ---------------------------------------------------------------------------------------------
// Error codes of the campaign routes (`errors[].code`, with the HTTP status in the comment).
// ---------------------------------------------------------------------------------------------
export const campaignErrorCodes = {
  campaignNotFound: 'CAMPAIGN_NOT_FOUND', // 404: no campaign for the game code
  preRegistrationClosed: 'PRE_REGISTRATION_CLOSED', // 409: the operator closed it
  alreadyPreRegistered: 'ALREADY_PRE_REGISTERED', // 409: one pre-registration per account per campaign
  notPreRegistered: 'NOT_PRE_REGISTERED', // 403: the action needs a pre-registration on the website
  consentOutdated: 'CONSENT_VERSION_OUTDATED', // 409: the agreed terms/EULA version is not the current one
  videoNotFound: 'VIDEO_NOT_FOUND', // 404
  videoWatchNotFound: 'VIDEO_WATCH_NOT_FOUND', // 404: unknown watch id (or another player's)
  videoProgressImpossible: 'VIDEO_PROGRESS_IMPOSSIBLE', // 422: backwards, out of range or faster than real time
  videoNotWatched: 'VIDEO_NOT_WATCHED', // 403: the question stays locked until every segment was seen
  videoAlreadyAnswered: 'VIDEO_ALREADY_ANSWERED', // 409: the correct answer was already given
  questNotFound: 'QUEST_NOT_FOUND', // 404
  questNotReady: 'QUEST_NOT_READY', // 409: Coming Soon or In Progress (nothing to claim)
  questAlreadyClaimed: 'QUEST_ALREADY_CLAIMED', // 409
  questNotReportable: 'QUEST_NOT_REPORTABLE', // 409: only follow-channel quests are reported by the client
  inviteCodeInvalid: 'INVITE_CODE_INVALID', // 404: no player has this invite code in this campaign
  selfReferral: 'SELF_REFERRAL', // 422: a player cannot refer themself
  alreadyReferred: 'ALREADY_REFERRED', // 409: an invitee has exactly one referrer
  referralTooLate: 'REFERRAL_TOO_LATE', // 409: the invitee already finished pre-registration
  raffleEntryClosed: 'RAFFLE_ENTRY_CLOSED', // 409: entry is open before launch only
  raffleNotDrawn: 'RAFFLE_NOT_DRAWN', // 409
  raffleAlreadyDrawn: 'RAFFLE_ALREADY_DRAWN', // 409 (operator)
  raffleNotWinner: 'RAFFLE_NOT_WINNER', // 403: shipping details are for winners only
  raffleResponseClosed: 'RAFFLE_RESPONSE_CLOSED', // 409: past the 14 days, or forfeited
  raffleAlreadyAnswered: 'RAFFLE_ALREADY_ANSWERED', // 409: the address was already submitted
  rewardNotFound: 'REWARD_NOT_FOUND', // 404
  rewardLocked: 'REWARD_LOCKED', // 409: Coming Soon (milestone not reached / condition not met)
  rewardCodesExhausted: 'REWARD_CODES_EXHAUSTED', // 409: the pool has no code left
  gachaNotLive: 'CAMPAIGN_GACHA_NOT_LIVE', // 409: before launch + 7 days
  insufficientPoints: 'INSUFFICIENT_POINTS', // 422: fewer points than the draw costs
  rateLimited: 'RATE_LIMITED', // 429 with Retry-After: OTP, answers, claims, draws
} as const;
export type CampaignErrorCode = (typeof campaignErrorCodes)[keyof typeof campaignErrorCodes];

// ---------------------------------------------------------------------------------------------
// Quest and reward item states (001 §2/§4 names the four labels; the transitions are ours).
//
//   Quest:   Coming Soon ──(startsAt passes)──▶ In Progress ──(progress ≥ target)──▶ Claim
//            Claim ──(POST claim: points credited, capped at 750 from tasks)──▶ Claimed
//            Quests paid automatically, without a claim (invite_friend: 40 points per counted
//            referral as it happens), go In Progress ──(target reached)──▶ Completed.
//   Video:   In Progress (segments missing or question unanswered) ──(correct answer)──▶ Completed
//   Reward:  Coming Soon (milestone counter not reached, or the personal condition not met, or the
//            player has not pre-registered) ──▶ Claim ──(POST claim: a code from the pool)──▶ Claimed
//            A reward given without a claim (the pre-registration coupon) is Completed.
//
// 'In Progress' is ours: the spec shows four labels and no state for an open task not done yet;
// the page shows its progress and a "go" action there.
// ---------------------------------------------------------------------------------------------
export const CAMPAIGN_ITEM_STATES = ['Coming Soon', 'In Progress', 'Claim', 'Claimed', 'Completed'] as const;
export const CampaignItemStateSchema = v.picklist(CAMPAIGN_ITEM_STATES);
export type CampaignItemState = v.InferOutput<typeof CampaignItemStateSchema>;

export const ItemProgressSchema = jsonObject({
  current: AmountSchema,
  target: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ItemProgress = v.InferOutput<typeof ItemProgressSchema>;

// ---------------------------------------------------------------------------------------------
// Path parameters
// ---------------------------------------------------------------------------------------------
const CODE = /^[a-z0-9][a-z0-9_-]{1,63}$/;
const codeOf = (name: string) => v.pipe(v.string(), v.regex(CODE, `${name} must be a lower-case code`));

export const CampaignParamsSchema = jsonObject({ gameCode: codeOf('gameCode') });
export type CampaignParams = v.InferOutput<typeof CampaignParamsSchema>;
export const CampaignVideoParamsSchema = jsonObject({
  ...CampaignParamsSchema.entries,
  videoCode: codeOf('videoCode'),
});
export const CampaignQuestParamsSchema = jsonObject({
  ...CampaignParamsSchema.entries,
  questCode: codeOf('questCode'),
});
export const CampaignRewardParamsSchema = jsonObject({
  ...CampaignParamsSchema.entries,
  rewardCode: codeOf('rewardCode'),
});

// ---------------------------------------------------------------------------------------------
// Campaign configuration and counter (public)
// ---------------------------------------------------------------------------------------------
export const CampaignConstantsSchema = jsonObject({
  referralPoints: AmountSchema,
  maxRewardedReferrals: AmountSchema,
  taskPointsCap: AmountSchema,
  gachaDrawCost: v.pipe(v.number(), v.integer(), v.minValue(1)),
  raffleResponseDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type CampaignConstants = v.InferOutput<typeof CampaignConstantsSchema>;

/** `GET campaign(gameCode)`: what the landing needs to know about the campaign's dates and rules. */
export const CampaignSchema = jsonObject({
  gameCode: v.string(),
  name: v.string(),
  launchAt: UnixSecondsSchema,
  preRegistrationOpen: v.boolean(),
  /** launch + 7 days unless the operator set another date. */
  gachaStartAt: UnixSecondsSchema,
  isLaunched: v.boolean(),
  isGachaLive: v.boolean(),
  /** Before launch, for players who pre-registered on the website. */
  raffleEntryOpen: v.boolean(),
  constants: CampaignConstantsSchema,
  /** Versions the consent step must send (the legal pages in force). */
  termsVersion: v.string(),
  eulaVersion: v.string(),
});
export type Campaign = v.InferOutput<typeof CampaignSchema>;

export const CounterSourceSchema = jsonObject({
  /** `website` or an operator source such as `app_store`, `google_play`. */
  source: v.string(),
  label: v.string(),
  count: AmountSchema,
});
/** Total pre-registrations: the website's plus the operator-set app store counts (001 §1). */
export const PreRegistrationCounterSchema = jsonObject({
  total: AmountSchema,
  sources: v.array(CounterSourceSchema),
  /** When this value was computed (it is cached COUNTER_CACHE_SECONDS). */
  computedAt: UnixSecondsSchema,
});
export type PreRegistrationCounter = v.InferOutput<typeof PreRegistrationCounterSchema>;

// ---------------------------------------------------------------------------------------------
// Pre-registration flow (001 §2): email → login | (password + OTP) → consent → done.
// The password is sent encoded (`encodePassword`), as for the portal's own sign-in.
// ---------------------------------------------------------------------------------------------
/** Step 1: "input a valid email address to receive your rewards". */
export const PreRegistrationEmailPayloadSchema = jsonObject({ email: EmailSchema });
export type PreRegistrationEmailPayload = v.InferOutput<typeof PreRegistrationEmailPayloadSchema>;
export const PreRegistrationEmailResultSchema = jsonObject({
  email: v.string(),
  /** true: step 2 is the login form (Forgot password?); false: create an account (Continue to OTP). */
  accountExists: v.boolean(),
});
export type PreRegistrationEmailResult = v.InferOutput<typeof PreRegistrationEmailResultSchema>;

/** Step 2a: sign in (the auth service's login; same body and Session answer as /auth/login). */
export const PreRegistrationLoginPayloadSchema = LoginPayloadSchema;
/** Step 2b: "Continue to OTP": mails the code (resend is blocked for `resendInSeconds`). */
export const PreRegistrationCodePayloadSchema = SendCodePayloadSchema;
/** Step 3: the OTP creates the account (email verified) and signs it in. */
export const PreRegistrationVerifyPayloadSchema = RegisterPayloadSchema;

/** Form rules of step 2b before encoding (001 §5): letters or digits, confirm must match. */
export const PreRegistrationPasswordFormSchema = v.pipe(
  jsonObject({
    password: v.pipe(
      v.string(messages.required),
      v.nonEmpty(messages.required),
      v.minLength(PASSWORD_MIN_LENGTH, messages.minLength6),
      v.maxLength(20, messages.maxLength20),
      // 001 §5: English letters or digits (the catalogue has no message for it).
      v.regex(/^[A-Za-z0-9]+$/, 'Use English letters or digits only'),
    ),
    confirmPassword: v.pipe(v.string(messages.required), v.nonEmpty(messages.required)),
  }),
  confirmMatch('password', 'confirmPassword', messages.mismatch),
);
export type PreRegistrationPasswordForm = v.InferOutput<typeof PreRegistrationPasswordFormSchema>;

export const ReferralInviteCodeSchema = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9]{4,16}$/, 'inviteCode is not an invite code'),
);
/** Step 4: agree to the terms and the EULA (stored with the time and these versions). */
export const PreRegistrationConsentPayloadSchema = jsonObject({
  agreeTerms: v.literal(true, messages.agreementRequired),
  agreeEula: v.literal(true, messages.agreementRequired),
  termsVersion: v.pipe(v.string(), v.nonEmpty(messages.required), v.maxLength(32)),
  eulaVersion: v.pipe(v.string(), v.nonEmpty(messages.required), v.maxLength(32)),
  /** The invite code of the link the player arrived with (`?invite=`), if any. */
  inviteCode: v.optional(ReferralInviteCodeSchema),
  /** Where the pre-registration happened; the raffle is for `website` pre-registrations. */
  channel: v.optional(v.picklist(['website', 'mobile']), 'website'),
});
export type PreRegistrationConsentPayload = v.InferOutput<typeof PreRegistrationConsentPayloadSchema>;

/** Step 5 and every later visit: the player's pre-registration, with the coupon it issued. */
export const PreRegistrationStatusSchema = jsonObject({
  preRegistered: v.boolean(),
  preRegisteredAt: v.nullable(UnixSecondsSchema),
  channel: v.nullable(v.picklist(['website', 'mobile'])),
  /** The coupon issued on completion ("view my coupon"); null before. */
  coupon: v.nullable(CouponSchema),
  /** The raffle lottery number: the account id (001 §3). */
  lotteryNumber: UserIdSchema,
});
export type PreRegistrationStatus = v.InferOutput<typeof PreRegistrationStatusSchema>;

// ---------------------------------------------------------------------------------------------
// AE Points (integer ledger per player and campaign)
// ---------------------------------------------------------------------------------------------
export const CAMPAIGN_POINTS_REASONS = [
  'video_answer',
  'quest',
  'referral',
  'gacha_draw',
  'adjustment',
] as const;
export const CampaignPointsReasonSchema = v.picklist(CAMPAIGN_POINTS_REASONS);
export type CampaignPointsReason = v.InferOutput<typeof CampaignPointsReasonSchema>;

export const CampaignPointsEntrySchema = jsonObject({
  id: UserIdSchema,
  /** Signed: positive earned, negative spent. */
  amount: v.pipe(v.number(), v.integer()),
  balanceAfter: AmountSchema,
  reason: CampaignPointsReasonSchema,
  /** `video:<code>`, `quest:<code>`, `referral:<inviteeId>`, `gacha_draw:<id>`. */
  reference: v.string(),
  createdAt: UnixSecondsSchema,
});
export type CampaignPointsEntry = v.InferOutput<typeof CampaignPointsEntrySchema>;
export const CampaignPointsQuerySchema = jsonObject(PageQueryEntries);
export const CampaignPointsSchema = jsonObject({
  balance: AmountSchema,
  /** Points earned from tasks so far; earning stops at taskPointsCap. */
  taskPointsEarned: AmountSchema,
  taskPointsCap: AmountSchema,
  entries: pageOf(CampaignPointsEntrySchema),
});
export type CampaignPoints = v.InferOutput<typeof CampaignPointsSchema>;

// ---------------------------------------------------------------------------------------------
// Learn videos: the question unlocks once the server has seen every segment watched.
// Client protocol: POST watches { startSeconds } → watchId; then, each time playback crosses a
// segment end, POST progress { watchId, segment, positionSeconds } with positionSeconds ≥ the end of
// that segment. Positions only grow within a watch and never faster than real time (2 s leeway);
// a seek back or a reload starts a new watch. Segments already seen stay seen.
// ---------------------------------------------------------------------------------------------
export const LearnVideoQuestionSchema = jsonObject({ prompt: v.string(), options: v.array(v.string()) });
export const LearnVideoSchema = jsonObject({
  code: v.string(),
  title: v.string(),
  description: v.string(),
  videoUrl: v.string(),
  posterUrl: v.nullable(v.string()),
  durationSeconds: v.pipe(v.number(), v.minValue(1)),
  segmentSeconds: v.pipe(v.number(), v.minValue(1)),
  segmentCount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  points: AmountSchema,
  /** Segment indexes (0-based) the server has seen watched by this player. */
  watchedSegments: v.array(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** The question, once every segment was watched (null before, and for visitors). */
  question: v.nullable(LearnVideoQuestionSchema),
  answeredCorrectly: v.boolean(),
  pointsEarned: AmountSchema,
  state: CampaignItemStateSchema,
});
export type LearnVideo = v.InferOutput<typeof LearnVideoSchema>;
export const LearnVideoListSchema = v.array(LearnVideoSchema);

export const VideoWatchPayloadSchema = jsonObject({
  startSeconds: v.optional(v.pipe(v.number('startSeconds must be a number'), v.minValue(0)), 0),
});
export const VideoWatchSchema = jsonObject({
  watchId: v.pipe(v.string(), v.uuid()),
  videoCode: v.string(),
  startSeconds: v.number(),
  startedAt: UnixSecondsSchema,
});
export type VideoWatch = v.InferOutput<typeof VideoWatchSchema>;

export const VideoProgressPayloadSchema = jsonObject({
  watchId: v.pipe(v.string(), v.uuid('watchId must be a watch id')),
  segment: v.pipe(v.number('segment must be a number'), v.integer(), v.minValue(0), v.maxValue(10_000)),
  positionSeconds: v.pipe(v.number('positionSeconds must be a number'), v.minValue(0), v.maxValue(86_400)),
});
export type VideoProgressPayload = v.InferOutput<typeof VideoProgressPayloadSchema>;

export const VideoAnswerPayloadSchema = jsonObject({
  optionIndex: v.pipe(v.number('optionIndex must be a number'), v.integer(), v.minValue(0), v.maxValue(9)),
});
export type VideoAnswerPayload = v.InferOutput<typeof VideoAnswerPayloadSchema>;
export const VideoAnswerResultSchema = jsonObject({
  correct: v.boolean(),
  /** 0 for a wrong answer, or when the 750 task cap leaves nothing. */
  pointsAwarded: AmountSchema,
  balance: AmountSchema,
  video: LearnVideoSchema,
});
export type VideoAnswerResult = v.InferOutput<typeof VideoAnswerResultSchema>;

// ---------------------------------------------------------------------------------------------
// Quests (per campaign; the portal's /quest page lists every campaign's)
// ---------------------------------------------------------------------------------------------
export const QUEST_KINDS = ['follow_channel', 'watch_all_videos', 'invite_friend', 'daily_visit'] as const;
export const QuestKindSchema = v.picklist(QUEST_KINDS);
export type QuestKind = v.InferOutput<typeof QuestKindSchema>;

export const CampaignQuestSchema = jsonObject({
  code: v.string(),
  kind: QuestKindSchema,
  title: v.string(),
  description: v.string(),
  /** Points of the claim (invite_friend: per counted referral, paid without a claim). */
  points: AmountSchema,
  progress: ItemProgressSchema,
  state: CampaignItemStateSchema,
  /** Where the "go" action leads (the channel to follow); null when the page itself is the action. */
  actionUrl: v.nullable(v.string()),
  startsAt: v.nullable(UnixSecondsSchema),
});
export type CampaignQuest = v.InferOutput<typeof CampaignQuestSchema>;
export const CampaignQuestListSchema = v.array(CampaignQuestSchema);
export const QuestClaimResultSchema = jsonObject({
  quest: CampaignQuestSchema,
  pointsAwarded: AmountSchema,
  balance: AmountSchema,
});
export type QuestClaimResult = v.InferOutput<typeof QuestClaimResultSchema>;
export const DailyVisitSchema = jsonObject({
  /** The UTC day counted, `YYYY-MM-DD`. */
  day: v.string(),
  /** Distinct days visited in this campaign. */
  daysVisited: AmountSchema,
});
export type DailyVisit = v.InferOutput<typeof DailyVisitSchema>;

/** `GET questsAcrossCampaigns`: the /quest page (every campaign with quests, launch soonest first). */
export const CampaignQuestGroupSchema = jsonObject({
  gameCode: v.string(),
  name: v.string(),
  launchAt: UnixSecondsSchema,
  quests: CampaignQuestListSchema,
});
export const CampaignQuestGroupListSchema = v.array(CampaignQuestGroupSchema);
export type CampaignQuestGroup = v.InferOutput<typeof CampaignQuestGroupSchema>;

// ---------------------------------------------------------------------------------------------
// Referral: an invite code per player and campaign; the link is `<landing>?invite=<code>`.
// ---------------------------------------------------------------------------------------------
export const ReferralAcceptPayloadSchema = jsonObject({ inviteCode: ReferralInviteCodeSchema });
export type ReferralAcceptPayload = v.InferOutput<typeof ReferralAcceptPayloadSchema>;

export const ReferralInviteeSchema = jsonObject({
  nickname: v.string(),
  /** pending until the invitee finishes pre-registration (confirmed account + consent). */
  status: v.picklist(['pending', 'counted']),
  pointsAwarded: AmountSchema,
  createdAt: UnixSecondsSchema,
});
export const ReferralSummarySchema = jsonObject({
  inviteCode: v.string(),
  /** Path of the invite link on this site (the landing with `?invite=`). */
  invitePath: v.string(),
  /** The player's own referrer's nickname, if any. */
  referredBy: v.nullable(v.string()),
  invitees: v.array(ReferralInviteeSchema),
  countedReferrals: AmountSchema,
  rewardedReferrals: AmountSchema,
  pointsEarned: AmountSchema,
  pointsPerReferral: AmountSchema,
  maxRewardedReferrals: AmountSchema,
});
export type ReferralSummary = v.InferOutput<typeof ReferralSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Raffle: entry before launch (website pre-registrants), lottery number = account id,
// operator draw after launch, 14 days to answer.
// ---------------------------------------------------------------------------------------------
export const RAFFLE_PHASES = ['entry_open', 'awaiting_draw', 'drawn'] as const;
export const RafflePhaseSchema = v.picklist(RAFFLE_PHASES);
export const RafflePrizeSchema = jsonObject({
  id: UserIdSchema,
  name: v.string(),
  description: v.string(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  imageUrl: v.nullable(v.string()),
});
export type RafflePrize = v.InferOutput<typeof RafflePrizeSchema>;
export const RAFFLE_WINNER_STATUSES = ['awaiting_response', 'answered', 'forfeited'] as const;
export const RaffleWinnerStatusSchema = v.picklist(RAFFLE_WINNER_STATUSES);
export const RaffleWinnerSchema = jsonObject({
  lotteryNumber: UserIdSchema,
  nickname: v.string(),
  prizeName: v.string(),
  status: RaffleWinnerStatusSchema,
});
export const RaffleMeSchema = jsonObject({
  /** Pre-registered on the website: may enter before launch. */
  eligible: v.boolean(),
  entered: v.boolean(),
  lotteryNumber: UserIdSchema,
  /** After the draw: the prize won, else null (the thank-you subtitle). */
  prizeName: v.nullable(v.string()),
  winnerStatus: v.nullable(RaffleWinnerStatusSchema),
  /** Unix seconds: last moment to submit the address (winners only). */
  responseDeadline: v.nullable(UnixSecondsSchema),
});
export type RaffleMe = v.InferOutput<typeof RaffleMeSchema>;
export const RaffleSchema = jsonObject({
  phase: RafflePhaseSchema,
  prizes: v.array(RafflePrizeSchema),
  entryCount: AmountSchema,
  announcedAt: v.nullable(UnixSecondsSchema),
  responseDeadline: v.nullable(UnixSecondsSchema),
  winners: v.array(RaffleWinnerSchema),
  /** Null for visitors. */
  me: v.nullable(RaffleMeSchema),
});
export type Raffle = v.InferOutput<typeof RaffleSchema>;

const required = (max: number, maxMessage: string) =>
  v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.required), v.maxLength(max, maxMessage));
/** The winner's answer: shipping address and contact number (phone rule of 001 §5). */
export const RaffleShippingPayloadSchema = jsonObject({
  recipientName: required(100, 'Max 100 characters'),
  phone: v.pipe(
    v.string(messages.required),
    v.trim(),
    v.nonEmpty(messages.required),
    v.regex(PHONE_PATTERN, messages.phone),
  ),
  address: required(500, messages.maxLength500),
  city: required(100, 'Max 100 characters'),
  postalCode: v.pipe(
    v.string(messages.required),
    v.trim(),
    v.regex(/^[A-Za-z0-9 -]{3,12}$/, messages.minLength3),
  ),
  country: required(60, 'Max 60 characters'),
});
export type RaffleShippingPayload = v.InferOutput<typeof RaffleShippingPayloadSchema>;

// ---------------------------------------------------------------------------------------------
// Rewards and code claim
// ---------------------------------------------------------------------------------------------
export const REWARD_KINDS = ['milestone', 'personal'] as const;
export const RewardKindSchema = v.picklist(REWARD_KINDS);
/** What unlocks a personal reward. */
export const PERSONAL_REWARD_CONDITIONS = ['pre_registration', 'referrals', 'videos'] as const;
export const CampaignRewardSchema = jsonObject({
  code: v.string(),
  kind: RewardKindSchema,
  title: v.string(),
  description: v.string(),
  /** milestone: the counter total; personal: the count the condition needs. */
  progress: ItemProgressSchema,
  condition: v.nullable(v.picklist(PERSONAL_REWARD_CONDITIONS)),
  state: CampaignItemStateSchema,
  /** The player's code once Claimed (also the coupon code when Completed). */
  claimedCode: v.nullable(v.string()),
  /** Codes left in the pool (a claim answers REWARD_CODES_EXHAUSTED at 0). */
  codesLeft: AmountSchema,
});
export type CampaignReward = v.InferOutput<typeof CampaignRewardSchema>;
export const CampaignRewardListSchema = v.array(CampaignRewardSchema);
export const RewardClaimSchema = jsonObject({
  rewardCode: v.string(),
  title: v.string(),
  /** The code to copy and enter in the game. */
  code: v.string(),
  claimedAt: UnixSecondsSchema,
});
export type RewardClaim = v.InferOutput<typeof RewardClaimSchema>;

// ---------------------------------------------------------------------------------------------
// Campaign gacha: AE Points → draws (GACHA_DRAW_COST each) from one week after launch.
// ---------------------------------------------------------------------------------------------
export const CampaignGachaPrizeSchema = jsonObject({
  id: UserIdSchema,
  name: v.string(),
  weight: v.pipe(v.number(), v.integer(), v.minValue(1)),
  remaining: v.nullable(AmountSchema),
});
export const CampaignGachaSchema = jsonObject({
  startAt: UnixSecondsSchema,
  isLive: v.boolean(),
  drawCost: v.pipe(v.number(), v.integer(), v.minValue(1)),
  prizes: v.array(CampaignGachaPrizeSchema),
});
export type CampaignGacha = v.InferOutput<typeof CampaignGachaSchema>;
export const CampaignGachaDrawSchema = jsonObject({
  drawId: UserIdSchema,
  prizeName: v.string(),
  /** The coupon the prize issued (My Coupons). */
  couponCode: v.string(),
  pointsSpent: AmountSchema,
  balance: AmountSchema,
  createdAt: UnixSecondsSchema,
});
export type CampaignGachaDraw = v.InferOutput<typeof CampaignGachaDrawSchema>;

// ---------------------------------------------------------------------------------------------
// Paths. "public" routes accept an optional bearer token: with one, the answer includes the
// player's state (progress, states, `me`); without, a visitor's view. "private" routes need it.
// ---------------------------------------------------------------------------------------------
// A value starting with ':' is a Fastify path parameter: the API registers these same functions.
const seg = (value: string) => (value.startsWith(':') ? value : encodeURIComponent(value));

const pub = (gameCode: string) => `/api/public/campaigns/${seg(gameCode)}`;
const priv = (gameCode: string) => `/api/private/campaigns/${seg(gameCode)}`;

export const campaignApiRoutes = {
  /** GET Campaign. */
  campaign: (gameCode: string) => pub(gameCode),
  /** GET PreRegistrationCounter (Cache-Control max-age COUNTER_CACHE_SECONDS). */
  counter: (gameCode: string) => `${pub(gameCode)}/counter`,
  /** POST PreRegistrationEmailPayload → PreRegistrationEmailResult (step 1). */
  preRegistrationEmail: (gameCode: string) => `${pub(gameCode)}/pre-registration/email`,
  /** POST PreRegistrationLoginPayload → Session (step 2a). */
  preRegistrationLogin: (gameCode: string) => `${pub(gameCode)}/pre-registration/login`,
  /** POST PreRegistrationCodePayload → VerificationCodeSent (step 2b, and "resend"). */
  preRegistrationCode: (gameCode: string) => `${pub(gameCode)}/pre-registration/code`,
  /** POST PreRegistrationVerifyPayload → Session (step 3: account created and signed in). */
  preRegistrationVerify: (gameCode: string) => `${pub(gameCode)}/pre-registration/verify`,
  /** Bearer. GET PreRegistrationStatus; POST PreRegistrationConsentPayload → PreRegistrationStatus (step 4). */
  preRegistration: (gameCode: string) => `${priv(gameCode)}/pre-registration`,
  /** Bearer. GET ?page&size → CampaignPoints. */
  points: (gameCode: string) => `${priv(gameCode)}/points`,
  /** GET LearnVideo[] (optional bearer). */
  videos: (gameCode: string) => `${pub(gameCode)}/videos`,
  /** Bearer. POST VideoWatchPayload → VideoWatch. */
  videoWatches: (gameCode: string, videoCode: string) => `${priv(gameCode)}/videos/${seg(videoCode)}/watches`,
  /** Bearer. POST VideoProgressPayload → LearnVideo. */
  videoProgress: (gameCode: string, videoCode: string) =>
    `${priv(gameCode)}/videos/${seg(videoCode)}/progress`,
  /** Bearer. POST VideoAnswerPayload → VideoAnswerResult. */
  videoAnswer: (gameCode: string, videoCode: string) => `${priv(gameCode)}/videos/${seg(videoCode)}/answer`,
  /** GET CampaignQuest[] (optional bearer). */
  quests: (gameCode: string) => `${pub(gameCode)}/quests`,
  /** Bearer. POST → CampaignQuest: the player opened the channel of a follow_channel quest. */
  questReport: (gameCode: string, questCode: string) => `${priv(gameCode)}/quests/${seg(questCode)}/report`,
  /** Bearer. POST → QuestClaimResult. */
  questClaim: (gameCode: string, questCode: string) => `${priv(gameCode)}/quests/${seg(questCode)}/claim`,
  /** Bearer. POST → DailyVisit (idempotent per UTC day). */
  visit: (gameCode: string) => `${priv(gameCode)}/visits`,
  /** Bearer. GET ReferralSummary (creates the invite code on first read). */
  referral: (gameCode: string) => `${priv(gameCode)}/referral`,
  /** Bearer. POST ReferralAcceptPayload → ReferralSummary (the invitee's side). */
  referralAccept: (gameCode: string) => `${priv(gameCode)}/referral/accept`,
  /** GET Raffle (optional bearer). */
  raffle: (gameCode: string) => `${pub(gameCode)}/raffle`,
  /** Bearer. POST → Raffle (enter). */
  raffleEntry: (gameCode: string) => `${priv(gameCode)}/raffle/entry`,
  /** Bearer. POST RaffleShippingPayload → Raffle (winners). */
  raffleShipping: (gameCode: string) => `${priv(gameCode)}/raffle/shipping`,
  /** GET CampaignReward[] (optional bearer). */
  rewards: (gameCode: string) => `${pub(gameCode)}/rewards`,
  /** Bearer. POST → RewardClaim (the same code again on a repeat). */
  rewardClaim: (gameCode: string, rewardCode: string) => `${priv(gameCode)}/rewards/${seg(rewardCode)}/claim`,
  /** GET CampaignGacha. */
  gacha: (gameCode: string) => `${pub(gameCode)}/gacha`,
  /** Bearer. POST → CampaignGachaDraw. */
  gachaDraw: (gameCode: string) => `${priv(gameCode)}/gacha/draws`,
} as const;

/** The campaign API as declared endpoints (the rest of `campaignApiRoutes` moves over in turn). */
export const campaignEndpoints = {
  /** The portal's /quest page (optional bearer: the player's state when signed in). */
  questsAcrossCampaigns: endpoint({
    method: 'GET',
    path: '/public/campaign-quests',
    summary: 'The /quest page: the quests of every campaign (with the player state when signed in)',
    tags: ['campaign'],
    response: CampaignQuestGroupListSchema,
  }),
};
