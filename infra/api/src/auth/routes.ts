import {
  AuthUserSchema,
  authRoutes,
  EmailCodePayloadSchema,
  ForgotPasswordPayloadSchema,
  ForgotPasswordSentSchema,
  LANGUAGE_HEADER,
  LoginPayloadSchema,
  LogoutSchema,
  PasswordResetSchema,
  RegisteredSchema,
  RegisterPayloadSchema,
  ResetPasswordPayloadSchema,
  SendCodePayloadSchema,
  SessionSchema,
  SUPPORTED_LANGUAGES,
  VerificationCodeSentSchema,
  VerifyEmailPayloadSchema,
  type LanguageCode,
  type Session,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { jsonRoute } from '../http/route';
import type { UsersService } from './users/service';
import type { AuthConfig } from './config';
import { clearSessionCookies, knownDeviceOf, setDeviceCookie, setSessionCookies } from './cookies';
import { HUMAN_PROOF_HEADER } from './humanCheck';
import { HUMAN_CHALLENGE_HEADER, ProofRequiredError } from './proof/proofOfWork';
import { privateRoutes, sessionOf } from './requestContext';
import type { AuthService, CallerContext, SignedIn } from './service';
import { ThrottledError } from '../lib/throttledError';

export interface AuthRouteOptions {
  auth: AuthService;
  users: UsersService;
  config: AuthConfig;
}

const THROTTLED = {
  428: 'HUMAN_PROOF_REQUIRED: solve the x-human-challenge header and send again with x-human-proof',
  429: 'RATE_LIMITED: too many attempts; Retry-After tells when to come back',
};

export function languageOf(request: FastifyRequest): LanguageCode {
  const value = request.headers[LANGUAGE_HEADER];
  return (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value) ? (value as LanguageCode) : 'en';
}

/** Who is calling: IP (behind trusted proxies), user agent, mail language, origins, device, proof. */
export function callerOf(request: FastifyRequest, config: AuthConfig): CallerContext {
  const proof = request.headers[HUMAN_PROOF_HEADER];
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    lang: languageOf(request),
    // Links in mails come from PUBLIC_URL only: a Host header is the caller's to choose.
    origin: config.publicUrl,
    requestOrigin: `${request.protocol}://${request.host}`,
    knownDevice: (userId) => knownDeviceOf(request, config, userId),
    humanProof: typeof proof === 'string' ? proof.slice(0, 4096) : null,
  };
}

/**
 * A new session for a browser: the HttpOnly session cookies, and the device cookie that lets this
 * device past strangers' throttles next time. The token stays in the answer for webviews and embeds.
 */
export function startBrowserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AuthConfig,
  session: { token: string; userId: number; deviceId?: string | null },
): void {
  setSessionCookies(request, reply, config, session);
  setDeviceCookie(request, reply, config, session.userId, session.deviceId ?? undefined);
}

/**
 * The answer of a sign-in that just issued `signedIn`: on an allowlisted studio page (an embed) the
 * session becomes one bound to that page, token in the answer only (its cookies could never come
 * back); anywhere else the browser session of startBrowserSession.
 */
export async function handOutSession(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AuthConfig,
  { deviceId, ...session }: Omit<SignedIn, 'deviceId'> & { deviceId?: string | null },
): Promise<Session> {
  const server = request.server;
  const embed = server.hasDecorator('bindStudioPageSession')
    ? await server.bindStudioPageSession(request, session.token)
    : null;
  if (embed) return { ...session, expiresAt: embed.expiresAt };
  startBrowserSession(request, reply, config, { ...session, deviceId });
  return session;
}

/**
 * Answers of this scope are never cached (they carry tokens) and a 429 says when to come back.
 * Used by the account and the social sign-in routes.
 */
export function registerAuthScopeHooks(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  scope.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof ProofRequiredError) reply.header(HUMAN_CHALLENGE_HEADER, error.challenge);
  });
}

export function registerAuthRoutes(app: FastifyInstance, { auth, users, config }: AuthRouteOptions) {
  const caller = (request: FastifyRequest) => callerOf(request, config);

  void app.register(async (scope) => {
    registerAuthScopeHooks(scope);

    jsonRoute(scope, {
      method: 'POST',
      url: authRoutes.sendVerificationCode,
      summary: 'Registration: mail a 6-digit code (10 minutes, 5 tries) for the email and encoded password',
      tags: ['auth'],
      body: SendCodePayloadSchema,
      response: VerificationCodeSentSchema,
      errors: { 409: 'EMAIL_IS_USED: the email already has an account', ...THROTTLED },
      handler: ({ body, request }) => auth.sendRegisterCode(body, caller(request)),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: authRoutes.register,
      summary: 'Registration: create the account with the mailed code (the client then signs in)',
      tags: ['auth'],
      body: RegisterPayloadSchema,
      response: RegisteredSchema,
      errors: {
        409: 'EMAIL_IS_USED: the email already has an account',
        422: 'VERIFICATION_CODE_NOT_MATCH (wrong code) or VERIFICATION_CODE_EXPIRED (expired or 5 wrong tries)',
      },
      handler: ({ body }) => auth.register(body),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: authRoutes.login,
      summary:
        'Sign in: the HttpOnly session cookie (90 days), the user id and CSRF cookies; the token also in the answer for webviews',
      tags: ['auth'],
      body: LoginPayloadSchema,
      response: SessionSchema,
      errors: { 401: 'INVALID_AUTH_CREDENTIAL: email or password wrong (never which)', ...THROTTLED },
      handler: async ({ body, request, reply }) =>
        handOutSession(request, reply, config, await auth.login(body, caller(request))),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: authRoutes.forgotPassword,
      summary: 'Mail a one-time password reset link (30 minutes); the same answer for unknown emails',
      tags: ['auth'],
      body: ForgotPasswordPayloadSchema,
      response: ForgotPasswordSentSchema,
      errors: THROTTLED,
      handler: ({ body, request }) => auth.forgotPassword(body, caller(request)),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: authRoutes.resetPassword,
      summary: 'Set a new password with a reset link token; every session of the account is revoked',
      tags: ['auth'],
      body: ResetPasswordPayloadSchema,
      response: PasswordResetSchema,
      errors: {
        400: 'RESET_TOKEN_INVALID: unknown, used or expired link (or VALIDATION_ERROR)',
        ...THROTTLED,
      },
      handler: ({ body, request }) => auth.resetPassword(body, caller(request)),
    });

    privateRoutes(scope, (signedIn) => {
      const unauthorized = {
        401: 'UNAUTHORIZED: no live session for the cookie or bearer token',
        403: 'CSRF_REJECTED: a cookie-authenticated change without the x-csrf-token header or from another site',
      };

      jsonRoute(signedIn, {
        method: 'POST',
        url: authRoutes.logout,
        summary: 'Sign out: revoke the session of the cookie or bearer token and expire the session cookies',
        tags: ['auth'],
        response: LogoutSchema,
        errors: unauthorized,
        handler: async ({ request, reply }) => {
          const result = await auth.logout(sessionOf(request).sessionId);
          clearSessionCookies(request, reply, config);
          return result;
        },
      });

      jsonRoute(signedIn, {
        method: 'GET',
        url: authRoutes.me,
        summary: 'The signed-in player: id, nickname, email, totals, configuration, vipProgress (000 §3)',
        tags: ['auth'],
        response: AuthUserSchema,
        errors: unauthorized,
        handler: ({ request }) => users.me(sessionOf(request).userId),
      });

      jsonRoute(signedIn, {
        method: 'POST',
        url: authRoutes.emailVerificationCode,
        summary: 'Mail a code to an email the signed-in player wants on the account',
        tags: ['auth'],
        body: EmailCodePayloadSchema,
        response: VerificationCodeSentSchema,
        errors: { ...unauthorized, 409: 'EMAIL_IS_USED: another account has this email', ...THROTTLED },
        handler: ({ body, request }) =>
          auth.sendEmailCode(sessionOf(request).userId, body.email, caller(request)),
      });

      jsonRoute(signedIn, {
        method: 'POST',
        url: authRoutes.verifyEmail,
        summary: 'Confirm the emailed code: the email becomes the verified email of the account',
        tags: ['auth'],
        body: VerifyEmailPayloadSchema,
        response: v.object({ email: v.string() }),
        errors: {
          ...unauthorized,
          409: 'EMAIL_IS_USED: another account has this email',
          422: 'VERIFICATION_CODE_NOT_MATCH or VERIFICATION_CODE_EXPIRED',
        },
        handler: ({ body, request }) => auth.verifyEmail(sessionOf(request).userId, body),
      });
    });
  });
}
