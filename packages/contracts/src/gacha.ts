import * as v from 'valibot';
import { jsonObject } from './safe';
import { AmountSchema, UnixSecondsSchema } from './common';
import { POINTS_PER_GACHA_TICKET } from './constants';
import { translationsOf } from './contentLanguage';
import { PageQueryEntries, pageOf } from './ledger';
import { endpoint, SIGNED_IN_ERRORS } from './endpoint';
import { GachaTokenSchema } from './wallet';

/** What a prize gives: an amount of one balance, or a coupon. */
export const GACHA_PRIZE_KINDS = ['gold', 'bound_gold', 'points', 'gacha_tokens', 'coupon'] as const;
export const GachaPrizeKindSchema = v.picklist(GACHA_PRIZE_KINDS);
export type GachaPrizeKind = v.InferOutput<typeof GachaPrizeKindSchema>;

/** How rare a prize is, as the operator set it on the prize (common to legendary). */
export const GACHA_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export const GachaRaritySchema = v.picklist(GACHA_RARITIES);
export type GachaRarity = v.InferOutput<typeof GachaRaritySchema>;

export const GachaPrizeSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.string(),
  kind: GachaPrizeKindSchema,
  rarity: GachaRaritySchema,
  /** Amount of the balance (1 for a coupon). */
  amount: AmountSchema,
  /** Relative chance: weight / sum of the weights of the prizes still in stock. */
  weight: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /**
   * The published odds of the next draw: drawWeight out of the event's drawTotal, the exact integers
   * the server draws with (0 once the prize is out of stock).
   */
  drawWeight: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Null: unlimited. */
  stock: v.nullable(AmountSchema),
  /** Null: unlimited. */
  remaining: v.nullable(AmountSchema),
});
export type GachaPrize = v.InferOutput<typeof GachaPrizeSchema>;

/** An event's name as the operator writes it, in English or in a translation. */
export const GachaEventNameSchema = v.pipe(
  v.string('name must be a string'),
  v.trim(),
  v.minLength(1, 'name must not be empty'),
  v.maxLength(80, 'name is at most 80 characters'),
);
/** The event's name in the other languages (`inLanguage` shows it in the page's language). */
export const GachaEventTranslationsSchema = translationsOf({ name: GachaEventNameSchema });
export type GachaEventTranslations = v.InferOutput<typeof GachaEventTranslationsSchema>;

/** An entry of the gacha event list (000 §3 "list of events each with a code"). */
export const GachaEventSummarySchema = v.object({
  code: v.string(),
  name: v.string(),
  translations: GachaEventTranslationsSchema,
  startAt: UnixSecondsSchema,
  endAt: UnixSecondsSchema,
  /** Gacha tokens (tickets) one draw costs. */
  ticketCost: v.pipe(v.number(), v.integer(), v.minValue(1)),
  isOpen: v.boolean(),
});
export type GachaEventSummary = v.InferOutput<typeof GachaEventSummarySchema>;
export const GachaEventListSchema = v.array(GachaEventSummarySchema);

export const GachaEventDetailSchema = v.object({
  ...GachaEventSummarySchema.entries,
  /** Sum of the prizes' drawWeight: a draw picks an integer in [0, drawTotal). 0 when sold out. */
  drawTotal: v.pipe(v.number(), v.integer(), v.minValue(0)),
  prizes: v.array(GachaPrizeSchema),
});
export type GachaEventDetail = v.InferOutput<typeof GachaEventDetailSchema>;

export const GachaEventParamsSchema = v.object({
  eventCode: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_]{1,63}$/, 'eventCode must be an event code')),
});

/** Draws at most this many at once (a "10-pull"). */
export const GACHA_MAX_DRAWS_PER_REQUEST = 10;
export const GachaDrawPayloadSchema = jsonObject({
  count: v.optional(
    v.pipe(
      v.number('count must be a number'),
      v.integer('count must be a whole number'),
      v.minValue(1, 'count must be at least 1'),
      v.maxValue(GACHA_MAX_DRAWS_PER_REQUEST, `count must be at most ${GACHA_MAX_DRAWS_PER_REQUEST}`),
    ),
    1,
  ),
});
export type GachaDrawPayload = v.InferOutput<typeof GachaDrawPayloadSchema>;

export const GachaDrawSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  eventCode: v.string(),
  prizeId: v.number(),
  prizeName: v.string(),
  kind: GachaPrizeKindSchema,
  rarity: GachaRaritySchema,
  amount: AmountSchema,
  /** The coupon won, when the prize is one. */
  couponCode: v.nullable(v.string()),
  tokensSpent: AmountSchema,
  createdAt: UnixSecondsSchema,
});
export type GachaDraw = v.InferOutput<typeof GachaDrawSchema>;

export const GachaDrawResultSchema = v.object({
  draws: v.array(GachaDrawSchema),
  /** Tokens left after the draws. */
  tokenAmount: AmountSchema,
});
export type GachaDrawResult = v.InferOutput<typeof GachaDrawResultSchema>;
export const GachaDrawHistoryQuerySchema = v.object(PageQueryEntries);
export const GachaDrawPageSchema = pageOf(GachaDrawSchema);

/** Points → gacha tickets at POINTS_PER_GACHA_TICKET (1000) points each (000 §9). */
export const ConvertPointsPayloadSchema = jsonObject({
  tickets: v.pipe(
    v.number('tickets must be a number'),
    v.integer('tickets must be a whole number'),
    v.minValue(1, 'tickets must be at least 1'),
    v.maxValue(10_000, 'tickets must be at most 10000'),
  ),
});
export type ConvertPointsPayload = v.InferOutput<typeof ConvertPointsPayloadSchema>;
export const PointsConversionSchema = v.object({
  tickets: AmountSchema,
  pointsSpent: AmountSchema,
  point: AmountSchema,
  tokenAmount: AmountSchema,
});
export type PointsConversion = v.InferOutput<typeof PointsConversionSchema>;

export const pointsForTickets = (tickets: number): number => tickets * POINTS_PER_GACHA_TICKET;

/** The gacha API: events are public, draws and tokens the player's own. */
export const gachaEndpoints = {
  events: endpoint({
    method: 'GET',
    path: '/public/gacha/events',
    summary: 'Gacha events that are open or coming, soonest first',
    tags: ['gacha'],
    response: GachaEventListSchema,
  }),
  event: endpoint({
    method: 'GET',
    path: '/public/gacha/events/:eventCode',
    summary: 'One gacha event with its prizes, rarities, remaining stock and the odds the next draw uses',
    tags: ['gacha'],
    params: GachaEventParamsSchema,
    response: GachaEventDetailSchema,
    errors: { 404: 'GACHA_EVENT_NOT_FOUND' },
  }),
  draw: endpoint({
    method: 'POST',
    path: '/private/gacha/events/:eventCode/draws',
    summary:
      'Draw 1 to 10 times: spends ticketCost tokens each, picks by weight among prizes in stock, credits the prizes',
    tags: ['gacha'],
    params: GachaEventParamsSchema,
    body: GachaDrawPayloadSchema,
    response: GachaDrawResultSchema,
    errors: {
      ...SIGNED_IN_ERRORS,
      404: 'GACHA_EVENT_NOT_FOUND',
      409: 'GACHA_EVENT_CLOSED (before start or after end) or GACHA_SOLD_OUT (no prize left in stock)',
      422: 'INSUFFICIENT_GACHA_TOKENS',
    },
  }),
  history: endpoint({
    method: 'GET',
    path: '/private/gacha/draws',
    summary: 'The player’s draws and prizes, newest first (page, size 10/20/50/100)',
    tags: ['gacha'],
    query: GachaDrawHistoryQuerySchema,
    response: GachaDrawPageSchema,
    errors: SIGNED_IN_ERRORS,
  }),
  token: endpoint({
    method: 'GET',
    path: '/private/gacha/token',
    summary: 'The gacha token amount (Gacha Points)',
    tags: ['gacha'],
    response: GachaTokenSchema,
    errors: SIGNED_IN_ERRORS,
  }),
  convertPoints: endpoint({
    method: 'POST',
    path: '/private/gacha/tickets',
    summary: 'Convert points to gacha tickets at 1000 points per ticket',
    tags: ['gacha'],
    body: ConvertPointsPayloadSchema,
    response: PointsConversionSchema,
    errors: { ...SIGNED_IN_ERRORS, 422: 'INSUFFICIENT_POINTS' },
  }),
};
