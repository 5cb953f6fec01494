import * as v from 'valibot';
import { AmountSchema, UnixSecondsSchema, UserIdSchema } from './common';
import { GamingActivityEntrySchema } from './game';
import { JobTypeSchema } from './job';
import { UserConfigurationSchema } from './userConfiguration';
import { VipLevelSchema, VipProgressSchema } from './vip';

/** The signed-in user's auth data (000 §3). */
export const AuthUserSchema = v.object({
  id: UserIdSchema,
  nickname: v.string(),
  email: v.string(),
  totalGold: AmountSchema,
  totalBoundGold: AmountSchema,
  point: AmountSchema,
  configuration: UserConfigurationSchema,
  vipProgress: VipProgressSchema,
  /** Public profile address (/profiles/{slug}); the accounts API always sends it. */
  slug: v.optional(v.string()),
  /** False while the account has no confirmed email (a social sign-in that gave none): /verification/email. */
  emailVerified: v.optional(v.boolean()),
  /** When the account was made: a brand-new player is welcomed, a returning one welcomed back. */
  createdAt: v.optional(UnixSecondsSchema),
});
export type AuthUser = v.InferOutput<typeof AuthUserSchema>;

/** Calendar date YYYY-MM-DD (birth dates have no time zone). */
export const IsoDateSchema = v.pipe(v.string(), v.isoDate('birthDate must be a date YYYY-MM-DD'));

/** `--MM-DD`: ISO 8601's calendar date without its year (a birthday shown without the age). */
export const YEARLESS_DATE_PATTERN = /^--(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A birth date as visitors see it: the full date, or day and month only (`--MM-DD`). */
export const PublicBirthDateSchema = v.pipe(
  v.string(),
  v.check(
    (value) => v.is(IsoDateSchema, value) || YEARLESS_DATE_PATTERN.test(value),
    'birthDate must be YYYY-MM-DD or --MM-DD',
  ),
);

/**
 * What anyone may see at /profiles/{slug}: no email, no wallet; the birth date only as far as its
 * owner shows it (null when hidden).
 */
export const PublicProfileSchema = v.object({
  id: UserIdSchema,
  slug: v.string(),
  nickname: v.string(),
  image: v.nullable(v.string()),
  job: v.nullable(JobTypeSchema),
  vipLevel: VipLevelSchema,
  birthDate: v.nullable(PublicBirthDateSchema),
  gamingActivities: v.array(GamingActivityEntrySchema),
});
export type PublicProfile = v.InferOutput<typeof PublicProfileSchema>;
