import * as v from 'valibot';
import { jsonObject } from '../safe';
import { messages } from '../messages';
import { AmountSchema, PHONE_PATTERN, UnixSecondsSchema, UserIdSchema } from '../common';
import { CampaignItemStateSchema, ItemProgressSchema } from './schemas';

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
