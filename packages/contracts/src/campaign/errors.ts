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
