import * as v from 'valibot';
import { jsonObject } from './safe';
import { AmountSchema, UnixSecondsSchema } from './common';
import { GameCodeSchema } from './game';
import { endpoint, SIGNED_IN_ERRORS as UNAUTHORIZED } from './endpoint';
import { PageQueryEntries, pageOf } from './ledger';

/** A transfer waits for the game's acknowledgement, then is delivered; failed means refunded. */
export const TRANSFER_STATUSES = ['awaiting_delivery', 'delivered', 'failed'] as const;
export const TransferStatusSchema = v.picklist(TRANSFER_STATUSES);
export type TransferStatus = v.InferOutput<typeof TransferStatusSchema>;

/** Largest single transfer (one million dollars of gold). */
export const TRANSFER_MAX_AMOUNT = 100_000_000;

export const GAME_ACCOUNT_ID_PATTERN = /^[A-Za-z0-9_.:@-]{1,64}$/;

export const TransferPayloadSchema = jsonObject({
  gameCode: GameCodeSchema,
  /** The in-game account or character id that receives the gold. */
  gameAccountId: v.pipe(
    v.string('gameAccountId must be a string'),
    v.trim(),
    v.regex(GAME_ACCOUNT_ID_PATTERN, 'gameAccountId must be 1-64 letters, digits or _ . : @ -'),
  ),
  amount: v.pipe(
    v.number('amount must be a number'),
    v.integer('amount must be a whole number of gold'),
    v.minValue(1, 'amount must be at least 1'),
    v.maxValue(TRANSFER_MAX_AMOUNT, `amount must be at most ${TRANSFER_MAX_AMOUNT}`),
  ),
  /** Optional: the same key sent again answers the first transfer instead of making a second one. */
  idempotencyKey: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'idempotencyKey must be 8-64 letters, digits, _ or -'),
    ),
  ),
});
export type TransferPayload = v.InferOutput<typeof TransferPayloadSchema>;

export const TransferSchema = v.object({
  id: v.string(),
  gameCode: v.string(),
  gameAccountId: v.string(),
  /** Gold delivered to the game: goldUsed + boundGoldUsed. */
  amount: AmountSchema,
  goldUsed: AmountSchema,
  /** Bound gold used first when usable (bound > 0 and VIP level > 0). */
  boundGoldUsed: AmountSchema,
  /** VIP experience this transfer earned (taken back if the delivery fails). */
  expEarned: AmountSchema,
  status: TransferStatusSchema,
  attempts: AmountSchema,
  createdAt: UnixSecondsSchema,
  deliveredAt: v.nullable(UnixSecondsSchema),
  /** When it failed and the gold was refunded. */
  failedAt: v.nullable(UnixSecondsSchema),
  failureReason: v.nullable(v.string()),
});
export type Transfer = v.InferOutput<typeof TransferSchema>;

export const TransferParamsSchema = v.object({
  transferId: v.pipe(v.string(), v.regex(/^tr_[A-Za-z0-9_-]{8,40}$/, 'transferId must be a transfer id')),
});
export const TransferHistoryQuerySchema = v.object(PageQueryEntries);
export const TransferPageSchema = pageOf(TransferSchema);

/** The transfer API (a signed-in player's own transfers). */
export const transferEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/private/transfers',
    summary:
      'Transfer gold to a game account: usable bound gold first, earns VIP XP; awaiting_delivery until the game acknowledges',
    tags: ['transfer'],
    body: TransferPayloadSchema,
    response: TransferSchema,
    errors: {
      ...UNAUTHORIZED,
      409: 'IDEMPOTENCY_KEY_REUSED: the key belongs to a different transfer',
      422: 'INSUFFICIENT_GOLD (gold + usable bound gold too low) or GAME_NOT_TRANSFERABLE',
    },
  }),
  history: endpoint({
    method: 'GET',
    path: '/private/transfers',
    summary: 'The player’s transfers, newest first (page, size 10/20/50/100)',
    tags: ['transfer'],
    query: TransferHistoryQuerySchema,
    response: TransferPageSchema,
    errors: UNAUTHORIZED,
  }),
  get: endpoint({
    method: 'GET',
    path: '/private/transfers/:transferId',
    summary: 'One transfer (the /transfer/{transferId} page polls it until delivered or failed)',
    tags: ['transfer'],
    params: TransferParamsSchema,
    response: TransferSchema,
    errors: { ...UNAUTHORIZED, 404: 'TRANSFER_NOT_FOUND: no such transfer of this player' },
  }),
};

/** Header of the portal's signature on a delivery to a game: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + '.' + body)>`. */
export const DELIVERY_SIGNATURE_HEADER = 'x-portal-signature';

/** What the portal POSTs to a game's delivery endpoint; the game must treat transferId idempotently. */
export const GameDeliveryRequestSchema = v.object({
  transferId: v.string(),
  gameCode: v.string(),
  gameAccountId: v.string(),
  amount: AmountSchema,
  userId: v.number(),
  createdAt: UnixSecondsSchema,
});
export type GameDeliveryRequest = v.InferOutput<typeof GameDeliveryRequestSchema>;
