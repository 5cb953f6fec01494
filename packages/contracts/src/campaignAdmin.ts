import * as v from 'valibot';
import { UnixSecondsSchema, UserIdSchema } from './common';
import { CampaignParamsSchema, CampaignSchema } from './campaign';
import { endpoint, endpointUrl } from './endpoint';
import { ADMIN_TOKEN_HEADER } from './feedback';
import { GameStatusSchema, PlatformCodeSchema, PLATFORM_CODES } from './game';
import { boundedInteger, jsonObject, safeString } from './safe';

// =============================================================================================
// Operators' campaign routes (header x-admin-token, see ADMIN_TOKEN_HEADER): what the admin CLI's
// `campaign config` and `campaign raffle …` commands send while the API holds the PGlite database.
// =============================================================================================

export { CampaignParamsSchema as CampaignAdminParamsSchema };

/** A raffle seed: 32 bytes as 64 lower-case hex digits (the draw is replayed from it). */
export const RAFFLE_SEED_PATTERN = /^[0-9a-f]{64}$/;

const count = (min: number) => boundedInteger(min, 999_999_999);
const label = safeString(120);

/** What the operator may set; anything left out keeps its value. Dates in unix seconds. */
export const CampaignSettingsPayloadSchema = jsonObject({
  name: v.optional(v.pipe(label, v.trim(), v.nonEmpty('name must not be empty'))),
  landingPath: v.optional(
    v.pipe(safeString(120), v.regex(/^\/[A-Za-z0-9/_-]*$/, 'landingPath must be a path')),
  ),
  launchAt: v.optional(UnixSecondsSchema),
  preRegistrationOpen: v.optional(v.boolean()),
  /** Default: launch + 7 days, moved with the launch date unless set. */
  gachaStartAt: v.optional(UnixSecondsSchema),
  referralPoints: v.optional(count(0)),
  maxRewardedReferrals: v.optional(count(0)),
  taskPointsCap: v.optional(count(0)),
  gachaDrawCost: v.optional(count(1)),
  raffleResponseDays: v.optional(boundedInteger(1, 365)),
  termsVersion: v.optional(v.pipe(label, v.trim(), v.nonEmpty('termsVersion must not be empty'))),
  eulaVersion: v.optional(v.pipe(label, v.trim(), v.nonEmpty('eulaVersion must not be empty'))),
  couponTitle: v.optional(v.pipe(label, v.trim(), v.nonEmpty('couponTitle must not be empty'))),
});
export type CampaignSettingsPayload = v.InferOutput<typeof CampaignSettingsPayloadSchema>;

/**
 * `campaign create`: the game (listed on /games and /games/<gameCode>) and its campaign in one
 * call, creating both or updating both. A name and a launch date are required; the rest of the
 * campaign's settings default to the 001 §9 rules.
 */
export const CampaignCreatePayloadSchema = jsonObject({
  ...CampaignSettingsPayloadSchema.entries,
  name: v.pipe(label, v.trim(), v.nonEmpty('name must not be empty')),
  launchAt: UnixSecondsSchema,
  /** The game's one-line description on /games (default: empty). */
  description: v.optional(v.pipe(safeString(500), v.trim())),
  /** Default: pre_register. */
  status: v.optional(GameStatusSchema),
  /** Default: android and ios. */
  platforms: v.optional(
    v.pipe(
      v.array(PlatformCodeSchema),
      v.minLength(1, 'platforms must name at least one'),
      v.maxLength(PLATFORM_CODES.length),
    ),
  ),
});
export type CampaignCreatePayload = v.InferOutput<typeof CampaignCreatePayloadSchema>;

export const RaffleDrawPayloadSchema = jsonObject({
  /** Replays a draw with a known seed; left out, the API takes 32 bytes from its CSPRNG. */
  seed: v.optional(v.pipe(v.string(), v.regex(RAFFLE_SEED_PATTERN, 'seed must be 64 hex digits'))),
});
export type RaffleDrawPayload = v.InferOutput<typeof RaffleDrawPayloadSchema>;

export const RaffleDrawResultSchema = jsonObject({
  seed: v.string(),
  algorithm: v.string(),
  /** How many entries the draw saw, and the SHA-256 of their sorted lottery numbers. */
  entries: v.number(),
  entriesDigest: v.string(),
  responseDeadline: UnixSecondsSchema,
  winners: v.array(jsonObject({ rank: v.number(), lotteryNumber: UserIdSchema, prizeId: v.number() })),
});
export type RaffleDrawResult = v.InferOutput<typeof RaffleDrawResultSchema>;

/** One winner with their answer, as the operator exports it (`campaign raffle winners`). */
export const RaffleWinnerRecordSchema = jsonObject({
  rank: v.number(),
  lotteryNumber: UserIdSchema,
  /** Null once the account was deleted. */
  email: v.nullable(v.string()),
  prize: v.string(),
  status: v.picklist(['awaiting_response', 'answered', 'forfeited']),
  recipientName: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  address: v.nullable(v.string()),
  city: v.nullable(v.string()),
  postalCode: v.nullable(v.string()),
  country: v.nullable(v.string()),
  answeredAt: v.nullable(UnixSecondsSchema),
  forfeitedAt: v.nullable(UnixSecondsSchema),
});
export const RaffleWinnerRecordListSchema = v.array(RaffleWinnerRecordSchema);
export type RaffleWinnerRecord = v.InferOutput<typeof RaffleWinnerRecordSchema>;

const tags = ['admin'];
const UNAUTHORIZED = {
  401: `ADMIN_TOKEN_INVALID: the ${ADMIN_TOKEN_HEADER} header is missing or wrong`,
  403: 'ADMIN_READ_ONLY: a change needs a read-write token',
};
const NOT_FOUND = { 404: 'CAMPAIGN_NOT_FOUND: no campaign for the game code' };
const ADMIN = '/admin/campaigns/:gameCode';

/** What the admin CLI sends while the API holds the database (header x-admin-token). */
export const campaignAdminEndpoints = {
  /** Creates the campaign when it has a launch date. */
  settings: endpoint({
    method: 'PATCH',
    path: ADMIN,
    summary: `Create or change a campaign: launch, pre-registration, gacha start, constants (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags,
    params: CampaignParamsSchema,
    body: CampaignSettingsPayloadSchema,
    response: CampaignSchema,
    errors: { ...UNAUTHORIZED, 400: 'VALIDATION_ERROR: bad settings, or a new campaign without launchAt' },
  }),
  /** Creates or updates the game and its campaign (audited). */
  create: endpoint({
    method: 'PUT',
    path: ADMIN,
    summary: `Create or update a game and its campaign: it is listed on /games from then on (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags,
    params: CampaignParamsSchema,
    body: CampaignCreatePayloadSchema,
    response: CampaignSchema,
    errors: { ...UNAUTHORIZED, 400: 'VALIDATION_ERROR: no name, no launchAt, or bad settings' },
  }),
  /** After launch, once; audited. */
  raffleDraw: endpoint({
    method: 'POST',
    path: `${ADMIN}/raffle/draw`,
    summary: `Draw the raffle after launch from a CSPRNG seed (or a given one), recorded and audited (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags,
    params: CampaignParamsSchema,
    body: RaffleDrawPayloadSchema,
    response: RaffleDrawResultSchema,
    errors: {
      ...UNAUTHORIZED,
      ...NOT_FOUND,
      409: 'RAFFLE_ENTRY_CLOSED before launch; RAFFLE_ALREADY_DRAWN the second time',
    },
  }),
  /** Rank order. */
  raffleWinners: endpoint({
    method: 'GET',
    path: `${ADMIN}/raffle/winners`,
    summary: `Raffle winners and their answers, rank order (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags,
    params: CampaignParamsSchema,
    response: RaffleWinnerRecordListSchema,
    errors: { ...UNAUTHORIZED, ...NOT_FOUND },
  }),
};

/** Addresses (`/api/...`) for the admin CLI and tests, made from the endpoints. */
export const campaignAdminApiRoutes = {
  create: (gameCode: string) => endpointUrl(campaignAdminEndpoints.create, { gameCode }),
  settings: (gameCode: string) => endpointUrl(campaignAdminEndpoints.settings, { gameCode }),
  raffleDraw: (gameCode: string) => endpointUrl(campaignAdminEndpoints.raffleDraw, { gameCode }),
  raffleWinners: (gameCode: string) => endpointUrl(campaignAdminEndpoints.raffleWinners, { gameCode }),
} as const;
