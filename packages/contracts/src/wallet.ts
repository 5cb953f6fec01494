import * as v from 'valibot';
import { AmountSchema, UnixSecondsSchema } from './common';

/** Gold kinds of the expiration detail: plain gold never expires, bound gold does. */
export const GOLD_KINDS = ['gold', 'bound_gold'] as const;
export const GoldKindSchema = v.picklist(GOLD_KINDS);
export type GoldKind = v.InferOutput<typeof GoldKindSchema>;

export const GoldExpirationEntrySchema = v.object({
  type: GoldKindSchema,
  amount: AmountSchema,
  /** Null for gold that never expires. */
  expireAt: v.nullable(UnixSecondsSchema),
});
export type GoldExpirationEntry = v.InferOutput<typeof GoldExpirationEntrySchema>;

export const GachaEventSchema = v.object({ code: v.string(), name: v.optional(v.string()) });
export type GachaEvent = v.InferOutput<typeof GachaEventSchema>;
/** The user's gacha token amount, shown as Gacha Points. */
export const GachaTokenSchema = v.object({ tokenAmount: AmountSchema });
