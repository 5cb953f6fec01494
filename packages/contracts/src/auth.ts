import * as v from 'valibot';
import { confirmMatch } from './confirmMatch';
import { EmailSchema, UserIdSchema, UnixSecondsSchema } from './common';
import { jsonObject, safeString } from './safe';
import { PASSWORD_MIN_LENGTH } from './constants';
import { messages } from './messages';
import { DEFAULT_PASSWORD_RULE, newPasswordFieldSchema, type PasswordRule } from './password';

/** Social sign-in buttons (000 §3); the redirect call itself lists facebook and google. */
export const SOCIAL_LOGIN_TYPES = ['discord', 'google', 'facebook', 'tiktok'] as const;
export const SocialLoginTypeSchema = v.picklist(SOCIAL_LOGIN_TYPES);
export type SocialLoginType = v.InferOutput<typeof SocialLoginTypeSchema>;

const RequiredStringSchema = v.pipe(safeString(512, messages.required), v.nonEmpty(messages.required));
/** A referrer as sent: a path or a URL, checked by safeReturnPath where it is used. */
const ReferrerSchema = v.optional(safeString(2048));
/** Sign-in keeps the spec's fixed minimum (000 §5): a raised new-password rule locks nobody out. */
const PasswordSchema = v.pipe(
  v.string(messages.required),
  v.nonEmpty(messages.required),
  v.minLength(PASSWORD_MIN_LENGTH, messages.minLength6),
);

/** Wire payloads: the password arrives encoded by the client, so only presence is checked. */
export const LoginPayloadSchema = jsonObject({
  email: EmailSchema,
  password: RequiredStringSchema,
  referrer: ReferrerSchema,
});
export type LoginPayload = v.InferOutput<typeof LoginPayloadSchema>;

/**
 * The new password of a registration or reset, as sent: decodable, and at least the spec's 6
 * characters once decoded; the API then holds it to the rule in force (password.ts).
 */
const EncodedNewPasswordSchema = v.pipe(
  safeString(1024, messages.required),
  v.nonEmpty(messages.required),
  v.check(
    (encoded) => decodePassword(encoded) !== null,
    'password must be base64url of UTF-8 (encodePassword)',
  ),
  v.check(
    (encoded) => [...(decodePassword(encoded) ?? '')].length >= PASSWORD_MIN_LENGTH,
    messages.minLength6,
  ),
);

export const SendCodePayloadSchema = jsonObject({ email: EmailSchema, password: EncodedNewPasswordSchema });
export type SendCodePayload = v.InferOutput<typeof SendCodePayloadSchema>;

export const RegisterPayloadSchema = jsonObject({ email: EmailSchema, code: RequiredStringSchema });
export type RegisterPayload = v.InferOutput<typeof RegisterPayloadSchema>;

/** Form rules of 000 §5, before the password is encoded. */
export const LoginFormSchema = v.object({ email: EmailSchema, password: PasswordSchema });
export type LoginForm = v.InferOutput<typeof LoginFormSchema>;

/** The register form under the password rule in force. */
export const registerFormSchema = (rule: PasswordRule = DEFAULT_PASSWORD_RULE) =>
  v.pipe(
    v.object({
      email: EmailSchema,
      password: newPasswordFieldSchema(rule),
      confirmPassword: RequiredStringSchema,
      vcode: RequiredStringSchema,
      agreement: v.literal(true, messages.agreementRequired),
    }),
    confirmMatch('password', 'confirmPassword', messages.passwordMismatch),
  );
export type RegisterForm = v.InferOutput<ReturnType<typeof registerFormSchema>>;

// ---------------------------------------------------------------------------------------------
// Password transport encoding (000 §3 "encoded on the client before sending; not shown").
// base64url (RFC 4648 §5, no padding) of the UTF-8 bytes. A transport encoding only: it keeps any
// character intact through JSON, proxies and logs that mask it; secrecy comes from TLS, and the
// server hashes the decoded password with scrypt.
// ---------------------------------------------------------------------------------------------

/** Encodes a password for the wire: base64url of its UTF-8 bytes. */
export function encodePassword(password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(password)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Reverses `encodePassword`; null when the text is not base64url of valid UTF-8. */
export function decodePassword(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded) || encoded.length % 4 === 1) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Where to go after signing in: see redirects.ts (re-exported here for the auth screens' imports). */
export { DEFAULT_SIGNED_IN_PATH, safeReturnPath } from './redirects';

// ---------------------------------------------------------------------------------------------
// Account API (infra/api src/auth): paths, payloads, answers.
// ---------------------------------------------------------------------------------------------

/** The verification code mailed by the send-code calls: six digits. */
export const VERIFICATION_CODE_LENGTH = 6;

/** Answer of the send-code calls: when the code expires and when Send may be pressed again. */
export const VerificationCodeSentSchema = v.object({
  email: v.string(),
  expiresInSeconds: v.pipe(v.number(), v.integer()),
  resendInSeconds: v.pipe(v.number(), v.integer()),
});
export type VerificationCodeSent = v.InferOutput<typeof VerificationCodeSentSchema>;

export const RegisteredSchema = v.object({ userId: UserIdSchema });
export type Registered = v.InferOutput<typeof RegisteredSchema>;

/** A new session: an opaque bearer token (also the token cookie) and the user id. */
export const SessionSchema = v.object({
  token: v.pipe(v.string(), v.minLength(32)),
  userId: UserIdSchema,
  expiresAt: UnixSecondsSchema,
  /** The requested referrer reduced to a same-origin path (`/hub` when none or unsafe). */
  referrer: v.string(),
});
export type Session = v.InferOutput<typeof SessionSchema>;

export const ForgotPasswordPayloadSchema = jsonObject({
  email: EmailSchema,
  /** Where to return after the reset: a path or a same-origin URL (origin plus path, 000 §2). */
  referrer: ReferrerSchema,
});
export type ForgotPasswordPayload = v.InferOutput<typeof ForgotPasswordPayloadSchema>;

/** Always the same answer whether or not the email has an account (no account discovery). */
export const ForgotPasswordSentSchema = v.object({ expiresInSeconds: v.pipe(v.number(), v.integer()) });

export const ResetPasswordPayloadSchema = jsonObject({
  token: RequiredStringSchema,
  password: EncodedNewPasswordSchema,
});
export type ResetPasswordPayload = v.InferOutput<typeof ResetPasswordPayloadSchema>;
export const PasswordResetSchema = v.object({ email: v.string() });

/** Reset form (/reset-password): the new password twice, under the password rule in force. */
export const resetPasswordFormSchema = (rule: PasswordRule = DEFAULT_PASSWORD_RULE) =>
  v.pipe(
    v.object({ password: newPasswordFieldSchema(rule), confirmPassword: RequiredStringSchema }),
    confirmMatch('password', 'confirmPassword', messages.passwordMismatch),
  );
export type ResetPasswordForm = v.InferOutput<ReturnType<typeof resetPasswordFormSchema>>;

export const ForgotPasswordFormSchema = v.object({ email: EmailSchema });
export type ForgotPasswordForm = v.InferOutput<typeof ForgotPasswordFormSchema>;

export const EmailCodePayloadSchema = jsonObject({ email: EmailSchema });
export const VerifyEmailPayloadSchema = jsonObject({ email: EmailSchema, code: RequiredStringSchema });
export type VerifyEmailPayload = v.InferOutput<typeof VerifyEmailPayloadSchema>;
export const VerifyEmailFormSchema = v.object({ email: EmailSchema, vcode: RequiredStringSchema });
export type VerifyEmailForm = v.InferOutput<typeof VerifyEmailFormSchema>;

// ---------------------------------------------------------------------------------------------
// Social sign-in (000 §4, §7, §8).
// ---------------------------------------------------------------------------------------------

/**
 * skipRegistrationCallbackType the client passes with the redirect call: 3 on the .com site,
 * 2 on .vn, 1 on .gg, 0 elsewhere. Above 0 the site skips the registration callback: an unknown
 * social account gets a portal account at once; 0 sends the player to /register first.
 */
export const SKIP_REGISTRATION_CALLBACK_TYPES = [0, 1, 2, 3] as const;
export const SkipRegistrationCallbackTypeSchema = v.pipe(
  v.string(),
  v.picklist(['0', '1', '2', '3'], 'skipRegistrationCallbackType must be 0, 1, 2 or 3'),
  v.transform(Number),
);

export const SocialTypeParamsSchema = v.object({
  type: v.picklist(SOCIAL_LOGIN_TYPES, 'type must be one of discord, google, facebook, tiktok'),
});

export const SocialRedirectQuerySchema = v.object({
  redirectURI: v.pipe(safeString(2048), v.url('redirectURI must be an absolute URL')),
  skipRegistrationCallbackType: v.optional(SkipRegistrationCallbackTypeSchema, '0'),
  referrer: ReferrerSchema,
});

/** The provider's authorization URL to open (the spec's `data.data`: data of the response body). */
export const SocialRedirectSchema = v.pipe(v.string(), v.url());

export const SocialCallbackPayloadSchema = jsonObject({
  code: RequiredStringSchema,
  state: RequiredStringSchema,
});
export type SocialCallbackPayload = v.InferOutput<typeof SocialCallbackPayloadSchema>;

/** A social sign-in that succeeded: a session, plus whether the account still lacks an email. */
export const SocialSessionSchema = v.object({
  ...SessionSchema.entries,
  needsEmail: v.boolean(),
});
export type SocialSession = v.InferOutput<typeof SocialSessionSchema>;

/** The BroadcastChannel the social callback page answers its opener on. */
export const SSO_CHANNEL_NAME = 'portal-sso';

/** What the callback page broadcasts (000 §4 "Single sign-on result"). */
export const SsoResultSchema = v.variant('status', [
  v.object({ status: v.literal('success'), targetUrl: v.string(), userId: UserIdSchema }),
  v.object({ status: v.literal('error'), message: v.string() }),
]);
export type SsoResult = v.InferOutput<typeof SsoResultSchema>;
