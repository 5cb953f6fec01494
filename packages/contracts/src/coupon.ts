import * as v from 'valibot';
import { UnixSecondsSchema } from './common';
import { endpoint, SIGNED_IN_ERRORS } from './endpoint';

/** Where a coupon came from. */
export const COUPON_SOURCES = ['gacha', 'reward', 'campaign', 'admin'] as const;
export const CouponSourceSchema = v.picklist(COUPON_SOURCES);
export type CouponSource = v.InferOutput<typeof CouponSourceSchema>;

/** available until used in a game or past expireAt. */
export const COUPON_STATUSES = ['available', 'used', 'expired'] as const;
export const CouponStatusSchema = v.picklist(COUPON_STATUSES);
export type CouponStatus = v.InferOutput<typeof CouponStatusSchema>;

/** A coupon owned by a player (My Coupons): a code to copy and enter in the game. */
export const CouponSchema = v.object({
  code: v.string(),
  title: v.string(),
  /** The game it is for, when only one. */
  gameCode: v.nullable(v.string()),
  source: CouponSourceSchema,
  status: CouponStatusSchema,
  /** Null: never expires. */
  expireAt: v.nullable(UnixSecondsSchema),
  createdAt: UnixSecondsSchema,
  usedAt: v.nullable(UnixSecondsSchema),
});
export type Coupon = v.InferOutput<typeof CouponSchema>;
export const CouponListSchema = v.array(CouponSchema);
export const CouponQuerySchema = v.object({ status: v.optional(CouponStatusSchema) });

/** The player's coupons (My Coupons). */
export const couponEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/private/coupons',
    summary: 'My Coupons: code, title, source, status (available, used, expired) and expiry, newest first',
    tags: ['coupons'],
    query: CouponQuerySchema,
    response: CouponListSchema,
    errors: SIGNED_IN_ERRORS,
  }),
};
