import {
  authEndpoints,
  LANGUAGE_HEADER,
  SUPPORTED_LANGUAGES,
  type LanguageCode,
  type Session,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serve } from '../http/serve';
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

    serve(scope, authEndpoints.sendVerificationCode, ({ body, request }) =>
      auth.sendRegisterCode(body, caller(request)),
    );
    serve(scope, authEndpoints.register, ({ body }) => auth.register(body));
    serve(scope, authEndpoints.login, async ({ body, request, reply }) =>
      handOutSession(request, reply, config, await auth.login(body, caller(request))),
    );
    serve(scope, authEndpoints.forgotPassword, ({ body, request }) =>
      auth.forgotPassword(body, caller(request)),
    );
    serve(scope, authEndpoints.resetPassword, ({ body, request }) =>
      auth.resetPassword(body, caller(request)),
    );

    privateRoutes(scope, (signedIn) => {
      serve(signedIn, authEndpoints.logout, async ({ request, reply }) => {
        const result = await auth.logout(sessionOf(request).sessionId);
        clearSessionCookies(request, reply, config);
        return result;
      });
      serve(signedIn, authEndpoints.me, ({ request }) => users.me(sessionOf(request).userId));
      serve(signedIn, authEndpoints.emailVerificationCode, ({ body, request }) =>
        auth.sendEmailCode(sessionOf(request).userId, body.email, caller(request)),
      );
      serve(signedIn, authEndpoints.verifyEmail, ({ body, request }) =>
        auth.verifyEmail(sessionOf(request).userId, body),
      );
    });
  });
}
