/**
 * The player's configuration, apart from the player schema: the shell's configuration call then
 * bundles these few fields, not every player and profile schema.
 */
import * as v from 'valibot';
import { jsonObject } from './safe';
import { UnixSecondsSchema } from './common';
import { JobTypeSchema } from './job';
import { VipLevelSchema } from './vip';

export const UserConfigurationSchema = v.object({
  /** Avatar image URL. */
  image: v.nullable(v.string()),
  /** Null until the personality test is taken. */
  job: v.nullable(JobTypeSchema),
  vipEligibleLevel: VipLevelSchema,
  vipUpLevel: VipLevelSchema,
  hasPendingPayment: v.boolean(),
  showPopupAdjustQuestAt: v.nullable(UnixSecondsSchema),
});
export type UserConfiguration = v.InferOutput<typeof UserConfigurationSchema>;

/** Fields the client may change through the configuration update call. */
export const UserConfigurationUpdateSchema = jsonObject({
  hasPendingPayment: v.optional(v.boolean()),
  showPopupAdjustQuestAt: v.optional(UnixSecondsSchema),
  /** The VIP popup's flags can only be cleared by the client (the server sets them). */
  vipEligibleLevel: v.optional(v.literal(0, 'vipEligibleLevel can only be cleared (0)')),
  vipUpLevel: v.optional(v.literal(0, 'vipUpLevel can only be cleared (0)')),
});
export type UserConfigurationUpdate = v.InferOutput<typeof UserConfigurationUpdateSchema>;
