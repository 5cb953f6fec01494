import * as v from 'valibot';
import { confirmMatch } from './confirmMatch';
import { ResetPasswordPayloadSchema } from './auth';
import { DEFAULT_PASSWORD_RULE, newPasswordFieldSchema, type PasswordRule } from './password';
import { jsonObject, safeString } from './safe';
import {
  containsLetter,
  hasInvalidUsernameCharacter,
  PHONE_PATTERN,
  UnixSecondsSchema,
  UserIdSchema,
} from './common';
import { AVATAR_FRAME, AVATAR_SIZE } from './constants';
import { GameCodeSchema } from './game';
import { JobTypeSchema } from './job';
import { messages } from './messages';
import { IsoDateSchema, PublicProfileSchema } from './user';
import { endpoint, endpointUrl, SIGNED_IN_ERRORS } from './endpoint';

/**
 * Profiles: the public profile by slug, the owner's profile and its update, the avatar,
 * account deletion and the games' signed activity reports.
 */

/** Texts the form catalogue of 001 §5 does not have; the profile form needs them too. */
export const profileMessages = {
  usernameCharacters: 'Use only letters, numbers, dots, hyphens and underscores',
  usernameLetter: 'Include at least one letter',
  birthDateInFuture: 'Your birth date cannot be in the future',
  avatarType: 'Upload a PNG, JPEG or WebP image',
  avatarTooLarge: 'The image must be 2 MB or smaller',
  avatarUnreadable: 'This file is not a readable PNG, JPEG or WebP image',
  avatarDimensions: 'The image must be at most 4096 pixels on each side and 16 megapixels in all',
  avatarBusy: 'Many avatars are being processed right now. Please try again in a few seconds',
} as const;

export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 20;

/** Nickname: 3–20 characters, the username rule and a letter (000 §5, 001 §5). */
export const NicknameSchema = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.nonEmpty(messages.required),
  v.minLength(NICKNAME_MIN_LENGTH, messages.minLength3),
  v.maxLength(NICKNAME_MAX_LENGTH, messages.maxLength20),
  v.check((value) => !hasInvalidUsernameCharacter(value), profileMessages.usernameCharacters),
  v.check(containsLetter, profileMessages.usernameLetter),
);

/** Phone helper of 000 §5 with its catalogue message. */
export const PhoneSchema = v.pipe(v.string(), v.trim(), v.regex(PHONE_PATTERN, messages.phone));

/** A birth date that has already happened (compared as calendar dates, UTC). */
export const BirthDateSchema = v.pipe(
  v.string(messages.required),
  v.nonEmpty(messages.required),
  IsoDateSchema,
  v.check((value) => value <= new Date().toISOString().slice(0, 10), profileMessages.birthDateInFuture),
);

/**
 * How much of the birth date the public profile shows, chosen by its owner: nothing until they
 * choose, and day and month without the year when they first choose to show it.
 */
export const BIRTH_DATE_VISIBILITIES = ['hidden', 'day_month', 'full'] as const;
export type BirthDateVisibility = (typeof BIRTH_DATE_VISIBILITIES)[number];
export const DEFAULT_BIRTH_DATE_VISIBILITY: BirthDateVisibility = 'hidden';
export const BirthDateVisibilitySchema = v.picklist(
  BIRTH_DATE_VISIBILITIES,
  'birthDateVisibility must be hidden, day_month or full',
);

/** The birth date a visitor sees: null, `--MM-DD` or `YYYY-MM-DD`, by the owner's choice. */
export function publicBirthDate(birthDate: string | null, visibility: BirthDateVisibility): string | null {
  if (!birthDate || visibility === 'hidden') return null;
  return visibility === 'full' ? birthDate : `--${birthDate.slice(5)}`;
}

/** PATCH body: only the fields sent change; null clears birthDate or phone. */
export const ProfileUpdateSchema = jsonObject({
  nickname: v.optional(NicknameSchema),
  birthDate: v.optional(v.nullable(BirthDateSchema)),
  phone: v.optional(v.nullable(PhoneSchema)),
  job: v.optional(JobTypeSchema),
  birthDateVisibility: v.optional(BirthDateVisibilitySchema),
});
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateSchema>;

/** The edit form (/account/my-profile/edit): an empty phone means none. */
export const ProfileFormSchema = jsonObject({
  nickname: NicknameSchema,
  birthDate: BirthDateSchema,
  birthDateVisibility: BirthDateVisibilitySchema,
  phone: v.union([v.literal(''), PhoneSchema], messages.phone),
});
export type ProfileForm = v.InferOutput<typeof ProfileFormSchema>;

/** The owner's view of their profile: the public profile plus what only they see. */
export const OwnProfileSchema = jsonObject({
  ...PublicProfileSchema.entries,
  birthDate: v.nullable(IsoDateSchema),
  birthDateVisibility: BirthDateVisibilitySchema,
  phone: v.nullable(v.string()),
  email: v.string(),
});
export type OwnProfile = v.InferOutput<typeof OwnProfileSchema>;

export const ProfileSlugParamsSchema = jsonObject({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, 'slug is not a profile address')),
});

/** Avatar upload (000 §9): PNG, JPEG or WebP up to 2 MB, stored at 1× and 2× of the 47 px avatar. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_PIXEL_SIZES = [AVATAR_SIZE, AVATAR_SIZE * 2] as const;
/**
 * Bounds read from the image header before anything is decoded: a phone photo (12 MP, 4032×3024)
 * fits, a small file that would expand to a huge bitmap (a decompression bomb) does not.
 */
export const AVATAR_MAX_SIDE_PX = 4096;
export const AVATAR_MAX_PIXELS = 16_000_000;
export { AVATAR_FRAME };
/** `<userId>-<16 hex>-<47|94>.webp`: content-addressed, so it is served immutable. */
export const AVATAR_FILE_PATTERN = /^(\d{1,10})-([a-f0-9]{16})-(47|94)\.webp$/;
export const AvatarFileParamsSchema = jsonObject({
  file: v.pipe(v.string(), v.regex(AVATAR_FILE_PATTERN, 'file is not an avatar')),
});
export const AvatarUploadedSchema = jsonObject({ image: v.string() });

/** `srcset` for an avatar URL of this API (1× and 2×); other URLs are used as they are. */
export function avatarSrcSet(image: string): string | undefined {
  const file = image.split('/').pop() ?? '';
  if (!AVATAR_FILE_PATTERN.test(file) || !file.endsWith(`-${AVATAR_SIZE}.webp`)) return undefined;
  return `${image} 1x, ${image.replace(/-47\.webp$/, `-${AVATAR_SIZE * 2}.webp`)} 2x`;
}

/** Account deletion: the client confirms explicitly; the answer says what happened. */
export const AccountDeletionSchema = jsonObject({
  confirm: v.literal(true, 'confirm must be true to delete the account'),
});
export const AccountDeletedSchema = jsonObject({ deleted: v.literal(true), revokedSessions: v.number() });

/**
 * A game's server reports a player's level (server to server). Body signed like every partner
 * call: header `x-portal-signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 */
export const GAME_REPORT_SIGNATURE_HEADER = 'x-portal-signature';
export const GameActivityReportSchema = jsonObject({
  userId: UserIdSchema,
  level: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
  gameAccountId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128))),
  /** When the player started; the first report's time when absent. */
  playingSince: v.optional(UnixSecondsSchema),
});
export type GameActivityReport = v.InferOutput<typeof GameActivityReportSchema>;
export const GameActivityReportParamsSchema = jsonObject({ gameCode: GameCodeSchema });
export const GameActivityRecordedSchema = jsonObject({
  gameCode: v.string(),
  userId: UserIdSchema,
  level: v.nullable(v.number()),
  playingSince: UnixSecondsSchema,
});

/**
 * Game servers' calls (server to server, signed). The body (GameActivityReportSchema) is checked by
 * the handler only after the signature, so an unsigned caller learns nothing about it: the
 * declaration names no body for the server to validate first.
 */
export const partnerEndpoints = {
  gameActivity: endpoint({
    method: 'POST',
    path: '/partner/games/:gameCode/activity',
    summary: `A game's server reports a player's level (signed: ${GAME_REPORT_SIGNATURE_HEADER}: t=…,v1=HMAC-SHA256)`,
    tags: ['profiles'],
    params: GameActivityReportParamsSchema,
    response: GameActivityRecordedSchema,
    errors: {
      401: 'GAME_REPORT_SIGNATURE_INVALID: signature missing, malformed, stale or wrong',
      404: 'GAME_NOT_FOUND or USER_NOT_FOUND',
    },
  }),
};

/** Error codes of the profile domain (`errors[].code`). */
export const profileErrorCodes = {
  userNotFound: 'USER_NOT_FOUND',
  nicknameTaken: 'NICKNAME_TAKEN',
  avatarInvalid: 'AVATAR_INVALID',
  gameReportSignatureInvalid: 'GAME_REPORT_SIGNATURE_INVALID',
  currentPasswordInvalid: 'CURRENT_PASSWORD_INVALID',
} as const;

/** An avatar's stored image (content-addressed WebP), answered as bytes. */
export const avatarFileRoute = { path: '/public/avatars/:file' } as const;

export const profileApiRoutes = {
  /** Bearer: PUT the image bytes (Content-Type image/png, image/jpeg or image/webp). */
  avatar: '/api/private/profile/avatar',
  avatarFile: (file: string) => endpointUrl(avatarFileRoute, { file }),
  /** Signed by the game's server. */
  gameActivityReport: (gameCode: string) => `/api/partner/games/${encodeURIComponent(gameCode)}/activity`,
} as const;

/** /account: what the settings page shows about sign-in. */
export const AccountSettingsSchema = jsonObject({
  email: v.string(),
  emailVerified: v.boolean(),
  hasPassword: v.boolean(),
  /** Social providers linked to the account. */
  socialProviders: v.array(v.string()),
});
export type AccountSettings = v.InferOutput<typeof AccountSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// Password change (/account): the current password proves the player, the new one follows the
// password rule in force (password.ts). Both travel encoded like every password (000 §3).
// ---------------------------------------------------------------------------------------------

/** Wire payload. `currentPassword` is required when the account has a password (checked by the API). */
export const PasswordChangeSchema = jsonObject({
  currentPassword: v.optional(v.pipe(safeString(1024, messages.required), v.nonEmpty(messages.required))),
  newPassword: ResetPasswordPayloadSchema.entries.password,
});
export type PasswordChange = v.InferOutput<typeof PasswordChangeSchema>;
export const PasswordChangedSchema = jsonObject({
  changed: v.literal(true),
  /** The player's other sessions, signed out by the change (this one stays). */
  revokedSessions: v.number(),
});

/** The /account form, before encoding: current (when the account has one), new, and the new again. */
export function passwordChangeFormSchema(hasPassword: boolean, rule: PasswordRule = DEFAULT_PASSWORD_RULE) {
  return v.pipe(
    v.object({
      currentPassword: hasPassword
        ? v.pipe(v.string(messages.required), v.nonEmpty(messages.required))
        : v.optional(v.string()),
      newPassword: newPasswordFieldSchema(rule),
      confirmPassword: v.pipe(v.string(messages.required), v.nonEmpty(messages.required)),
    }),
    confirmMatch('newPassword', 'confirmPassword', messages.passwordMismatch),
  );
}
export type PasswordChangeForm = v.InferOutput<ReturnType<typeof passwordChangeFormSchema>>;

/** The profile wing's JSON API: public profiles, the own profile, account settings and deletion, the password. */
export const profileEndpoints = {
  publicProfile: endpoint({
    method: 'GET',
    path: '/public/profiles/:slug',
    summary: 'A public profile: nickname, id, job, VIP level, avatar, birth date and Games Activities',
    tags: ['profiles'],
    params: ProfileSlugParamsSchema,
    response: PublicProfileSchema,
    errors: { 404: 'USER_NOT_FOUND: no player has this slug' },
  }),
  own: endpoint({
    method: 'GET',
    path: '/private/profile',
    summary: 'The signed-in player’s own profile (public fields plus phone and email)',
    tags: ['profiles'],
    response: OwnProfileSchema,
    errors: SIGNED_IN_ERRORS,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/private/profile',
    summary: 'Update nickname (unique ignoring case; the slug follows), birth date, phone or job',
    tags: ['profiles'],
    body: ProfileUpdateSchema,
    response: OwnProfileSchema,
    errors: { ...SIGNED_IN_ERRORS, 409: 'NICKNAME_TAKEN: This username is unavailable' },
  }),
  accountSettings: endpoint({
    method: 'GET',
    path: '/private/account',
    summary: 'Account settings: email, whether a password is set, linked social providers',
    tags: ['profiles'],
    response: AccountSettingsSchema,
    errors: SIGNED_IN_ERRORS,
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/private/account',
    summary: 'Delete the account: every session is revoked and the profile anonymised',
    tags: ['profiles'],
    body: AccountDeletionSchema,
    response: AccountDeletedSchema,
    errors: SIGNED_IN_ERRORS,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/private/account/password',
    summary: 'Change (or set, for a social-only account) the password; other sessions are signed out',
    tags: ['profiles'],
    body: PasswordChangeSchema,
    response: PasswordChangedSchema,
    errors: {
      400: 'CURRENT_PASSWORD_INVALID: the current password is wrong; VALIDATION_ERROR: missing',
      ...SIGNED_IN_ERRORS,
      429: 'RATE_LIMITED: too many wrong passwords on this account (Retry-After)',
    },
  }),
};
