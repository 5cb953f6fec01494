import * as v from 'valibot';
import {
  EmailCodePayloadSchema,
  ForgotPasswordPayloadSchema,
  ForgotPasswordSentSchema,
  LoginPayloadSchema,
  PasswordResetSchema,
  RegisteredSchema,
  RegisterPayloadSchema,
  ResetPasswordPayloadSchema,
  SendCodePayloadSchema,
  SessionSchema,
  SocialCallbackPayloadSchema,
  SocialRedirectQuerySchema,
  SocialRedirectSchema,
  SocialSessionSchema,
  SocialTypeParamsSchema,
  VerificationCodeSentSchema,
  VerifyEmailPayloadSchema,
} from './auth';
import { endpoint } from './endpoint';
import { SIGNED_IN_ACCOUNT_ERRORS as SIGNED_IN, sessionEndpoints } from './sessionEndpoints';

/** What the throttled account calls answer when a caller goes too fast. */
const THROTTLED = {
  428: 'HUMAN_PROOF_REQUIRED: solve the x-human-challenge header and send again with x-human-proof',
  429: 'RATE_LIMITED: too many attempts; Retry-After tells when to come back',
} as const;

export const VerifiedEmailSchema = v.object({ email: v.string() });

/** The account API (infra/api src/auth): register, sign in and out, reset, verify, social sign-in. */
export const authEndpoints = {
  sendVerificationCode: endpoint({
    method: 'POST',
    path: '/public/auth/verification-code',
    summary: 'Registration: mail a 6-digit code (10 minutes, 5 tries) for the email and encoded password',
    tags: ['auth'],
    body: SendCodePayloadSchema,
    response: VerificationCodeSentSchema,
    errors: { 409: 'EMAIL_IS_USED: the email already has an account', ...THROTTLED },
  }),
  register: endpoint({
    method: 'POST',
    path: '/public/auth/register',
    summary: 'Registration: create the account with the mailed code (the client then signs in)',
    tags: ['auth'],
    body: RegisterPayloadSchema,
    response: RegisteredSchema,
    errors: {
      409: 'EMAIL_IS_USED: the email already has an account',
      422: 'VERIFICATION_CODE_NOT_MATCH (wrong code) or VERIFICATION_CODE_EXPIRED (expired or 5 wrong tries)',
    },
  }),
  login: endpoint({
    method: 'POST',
    path: '/public/auth/login',
    summary:
      'Sign in: the HttpOnly session cookie (90 days), the user id and CSRF cookies; the token also in the answer for webviews',
    tags: ['auth'],
    body: LoginPayloadSchema,
    response: SessionSchema,
    errors: { 401: 'INVALID_AUTH_CREDENTIAL: email or password wrong (never which)', ...THROTTLED },
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/public/auth/forgot-password',
    summary: 'Mail a one-time password reset link (30 minutes); the same answer for unknown emails',
    tags: ['auth'],
    body: ForgotPasswordPayloadSchema,
    response: ForgotPasswordSentSchema,
    errors: THROTTLED,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/public/auth/reset-password',
    summary: 'Set a new password with a reset link token; every session of the account is revoked',
    tags: ['auth'],
    body: ResetPasswordPayloadSchema,
    response: PasswordResetSchema,
    errors: { 400: 'RESET_TOKEN_INVALID: unknown, used or expired link (or VALIDATION_ERROR)', ...THROTTLED },
  }),
  ...sessionEndpoints,
  /** A signed-in player adds an email (e.g. after a social sign-in that gave none) and verifies it. */
  emailVerificationCode: endpoint({
    method: 'POST',
    path: '/private/auth/email/verification-code',
    summary: 'Mail a code to an email the signed-in player wants on the account',
    tags: ['auth'],
    body: EmailCodePayloadSchema,
    response: VerificationCodeSentSchema,
    errors: { ...SIGNED_IN, 409: 'EMAIL_IS_USED: another account has this email', ...THROTTLED },
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/private/auth/email/verify',
    summary: 'Confirm the emailed code: the email becomes the verified email of the account',
    tags: ['auth'],
    body: VerifyEmailPayloadSchema,
    response: VerifiedEmailSchema,
    errors: {
      ...SIGNED_IN,
      409: 'EMAIL_IS_USED: another account has this email',
      422: 'VERIFICATION_CODE_NOT_MATCH or VERIFICATION_CODE_EXPIRED',
    },
  }),
  socialRedirect: endpoint({
    method: 'GET',
    path: '/public/auth/v2/social-media/:type/redirect',
    summary: "Social sign-in: the provider's authorization URL (state + PKCE) to open in the popup",
    tags: ['auth'],
    params: SocialTypeParamsSchema,
    query: SocialRedirectQuerySchema,
    response: SocialRedirectSchema,
    errors: { 503: 'SSO_NOT_CONFIGURED: no OAUTH_<TYPE>_CLIENT_ID on this server' },
  }),
  socialCallback: endpoint({
    method: 'POST',
    path: '/public/auth/v2/social-media/:type/callback',
    summary: 'Social sign-in: exchange the code, link or create the account, answer a session',
    tags: ['auth'],
    params: SocialTypeParamsSchema,
    body: SocialCallbackPayloadSchema,
    response: SocialSessionSchema,
    errors: {
      400: "SSO_FAILED 'Code Expired': unknown, used or expired state, or a code the provider refused",
      404: "SSO_FAILED 'User Not Found' or 'Email Not Found:<params for /register>'",
      422: 'EMAIL_CANT_RETRIEVE: the provider gave no verified email and the site registers first',
      502: "SSO_FAILED 'Error SSO': the provider failed",
      503: 'SSO_NOT_CONFIGURED',
    },
  }),
};
