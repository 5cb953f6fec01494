import * as v from 'valibot';
import { confirmMatch } from '../confirmMatch';
import {
  campaignPasswordProblem,
  DEFAULT_PASSWORD_RULE,
  passwordFieldSchema,
  type PasswordRule,
} from '../password';
import { jsonObject } from '../safe';
import { messages } from '../messages';
import { EmailSchema, UnixSecondsSchema, UserIdSchema } from '../common';
import { SendCodePayloadSchema, RegisterPayloadSchema, LoginPayloadSchema } from '../auth';
import { CouponSchema } from '../coupon';

// ---------------------------------------------------------------------------------------------
// Pre-registration flow (001 §2): email → login | (password + OTP) → consent → done.
// The password is sent encoded (`encodePassword`), as for the portal's own sign-in.
// ---------------------------------------------------------------------------------------------
/** Step 1: "input a valid email address to receive your rewards". */
export const PreRegistrationEmailPayloadSchema = jsonObject({ email: EmailSchema });
export type PreRegistrationEmailPayload = v.InferOutput<typeof PreRegistrationEmailPayloadSchema>;
export const PreRegistrationEmailResultSchema = jsonObject({
  email: v.string(),
  /** true: step 2 is the login form (Forgot password?); false: create an account (Continue to OTP). */
  accountExists: v.boolean(),
});
export type PreRegistrationEmailResult = v.InferOutput<typeof PreRegistrationEmailResultSchema>;

/** Step 2a: sign in (the auth service's login; same body and Session answer as /auth/login). */
export const PreRegistrationLoginPayloadSchema = LoginPayloadSchema;
/** Step 2b: "Continue to OTP": mails the code (resend is blocked for `resendInSeconds`). */
export const PreRegistrationCodePayloadSchema = SendCodePayloadSchema;
/** Step 3: the OTP creates the account (email verified) and signs it in. */
export const PreRegistrationVerifyPayloadSchema = RegisterPayloadSchema;

/** Form rules of step 2b before encoding (001 §5): the campaign's password rule, confirm must match. */
export const preRegistrationPasswordFormSchema = (rule: PasswordRule = DEFAULT_PASSWORD_RULE) =>
  v.pipe(
    jsonObject({
      password: passwordFieldSchema(campaignPasswordProblem(rule)),
      confirmPassword: v.pipe(v.string(messages.required), v.nonEmpty(messages.required)),
    }),
    confirmMatch('password', 'confirmPassword', messages.mismatch),
  );
export type PreRegistrationPasswordForm = v.InferOutput<ReturnType<typeof preRegistrationPasswordFormSchema>>;

export const ReferralInviteCodeSchema = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9]{4,16}$/, 'inviteCode is not an invite code'),
);
/** Step 4: agree to the terms and the EULA (stored with the time and these versions). */
export const PreRegistrationConsentPayloadSchema = jsonObject({
  agreeTerms: v.literal(true, messages.agreementRequired),
  agreeEula: v.literal(true, messages.agreementRequired),
  termsVersion: v.pipe(v.string(), v.nonEmpty(messages.required), v.maxLength(32)),
  eulaVersion: v.pipe(v.string(), v.nonEmpty(messages.required), v.maxLength(32)),
  /** The invite code of the link the player arrived with (`?invite=`), if any. */
  inviteCode: v.optional(ReferralInviteCodeSchema),
  /** Where the pre-registration happened; the raffle is for `website` pre-registrations. */
  channel: v.optional(v.picklist(['website', 'mobile']), 'website'),
});
export type PreRegistrationConsentPayload = v.InferOutput<typeof PreRegistrationConsentPayloadSchema>;

/** Step 5 and every later visit: the player's pre-registration, with the coupon it issued. */
export const PreRegistrationStatusSchema = jsonObject({
  preRegistered: v.boolean(),
  preRegisteredAt: v.nullable(UnixSecondsSchema),
  channel: v.nullable(v.picklist(['website', 'mobile'])),
  /** The coupon issued on completion ("view my coupon"); null before. */
  coupon: v.nullable(CouponSchema),
  /** The raffle lottery number: the account id (001 §3). */
  lotteryNumber: UserIdSchema,
});
export type PreRegistrationStatus = v.InferOutput<typeof PreRegistrationStatusSchema>;
