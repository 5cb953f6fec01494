import * as v from 'valibot';
import { jsonObject } from '../safe';
import { AmountSchema, UnixSecondsSchema } from '../common';

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
