import * as v from 'valibot';
import { jsonObject } from '../safe';
import { AmountSchema, UnixSecondsSchema, UserIdSchema } from '../common';
import { PageQueryEntries, pageOf } from '../ledger';
import { CampaignItemStateSchema, ItemProgressSchema } from './schemas';
import { ReferralInviteCodeSchema } from './preRegistrationSchemas';

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
