import {
  errorCodes,
  safeReturnPath,
  type ErrorCode,
  ssoMessages,
  type SocialCallbackPayload,
  type SocialLoginType,
  type SocialSession,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { ApiHttpError } from '../../http/errors';
import type { UsersRepository } from '../users/repository';
import type { AuthConfig } from '../config';
import { fieldError } from '../fieldError';
import type { AuthRepository } from '../repository';
import { randomToken, sha256 } from '../secrets';
import type { SessionService } from '../sessions';
import type { CallerContext } from '../service';
import { authorizationUrl, exchangeCode, fetchUserInfo, OAuthCallError } from './oauthClient';
import { readSocialProfile } from './profiles';
import { unixSeconds } from '../../lib/time';

export interface SocialRedirectRequest {
  redirectURI: string;
  skipRegistrationCallbackType: number;
  referrer?: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const capitalized = (type: SocialLoginType) => type[0]!.toUpperCase() + type.slice(1);

/** A sign-in that ends in one of the single-sign-on messages of 000 §8 (the client maps them). */
const ssoError = (status: number, message: string, code: ErrorCode = errorCodes.ssoFailed) =>
  new ApiHttpError(status, code, message);

export interface SocialServiceDeps {
  db: Kysely<Database>;
  users: UsersRepository;
  repository: AuthRepository;
  sessions: SessionService;
  config: AuthConfig;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
}

export function createSocialService({
  db,
  users,
  repository,
  sessions,
  config,
  log,
  fetch: fetchImpl,
}: SocialServiceDeps) {
  function providerOf(type: SocialLoginType) {
    const provider = config.oauthProviders[type];
    if (!provider) {
      const prefix = `OAUTH_${type.toUpperCase()}`;
      throw new ApiHttpError(
        503,
        errorCodes.ssoNotConfigured,
        `Sign-in with ${capitalized(type)} is not configured on this server: set ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET.`,
      );
    }
    return provider;
  }

  /** Only the portal's own callback page may receive codes: no open redirect through the provider. */
  function checkRedirectUri(type: SocialLoginType, redirectURI: string): string {
    const url = new URL(redirectURI);
    const origin = url.origin;
    const loopback =
      config.allowLoopbackRedirects && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
    if (!config.oauthRedirectOrigins.includes(origin) && !loopback) {
      throw fieldError(
        'querystring',
        'redirectURI',
        `redirectURI must be on the portal's origin (${origin} is not allowed)`,
      );
    }
    const expected = `/auth/login/social/${type}`;
    if (url.pathname !== expected || url.search || url.hash) {
      throw fieldError('querystring', 'redirectURI', `redirectURI must be ${origin}${expected}`);
    }
    return url.href;
  }

  /** Signs the player in with a session, remembering where they were going. */
  async function signIn(
    userId: number,
    referrer: string,
    needsEmail: boolean,
    caller: CallerContext,
  ): Promise<SocialSession> {
    const session = await sessions.issue(userId, caller);
    return {
      token: session.token,
      userId,
      expiresAt: unixSeconds(session.expiresAt),
      referrer,
      needsEmail,
    };
  }

  return {
    /** The provider's authorization URL, with a fresh state and PKCE challenge. */
    async redirect(type: SocialLoginType, request: SocialRedirectRequest): Promise<string> {
      const provider = providerOf(type);
      const redirectUri = checkRedirectUri(type, request.redirectURI);
      const state = randomToken();
      const codeVerifier = randomToken();
      const now = new Date();
      await repository.insertOauthState(
        {
          state_hash: sha256(state),
          provider: type,
          code_verifier: codeVerifier,
          redirect_uri: redirectUri,
          skip_registration_callback_type: request.skipRegistrationCallbackType,
          referrer: safeReturnPath(request.referrer, config.publicUrl ?? undefined),
          expires_at: new Date(now.getTime() + config.oauthStateTtlSeconds * 1000),
        },
        now,
      );
      return authorizationUrl(provider, { redirectUri, state, codeVerifier });
    },

    /**
     * Completes the flow: state → PKCE verifier, code → access token → profile, then a linked
     * account signs in; a verified email of an existing account is linked to it; an unknown player
     * gets an account at once when the site skips the registration callback (type above 0),
     * otherwise is sent to /register ('Email Not Found:<params>' or EMAIL_CANT_RETRIEVE).
     */
    async callback(
      type: SocialLoginType,
      payload: SocialCallbackPayload,
      caller: CallerContext,
    ): Promise<SocialSession> {
      const provider = providerOf(type);
      const state = await repository.useOauthState(sha256(payload.state), type, new Date());
      if (!state || state.expires_at.getTime() <= Date.now()) throw ssoError(400, ssoMessages.codeExpired);

      let profileBody: unknown;
      try {
        const accessToken = await exchangeCode(
          provider,
          { code: payload.code, codeVerifier: state.code_verifier, redirectUri: state.redirect_uri },
          fetchImpl,
        );
        profileBody = await fetchUserInfo(provider, accessToken, fetchImpl);
      } catch (error) {
        if (!(error instanceof OAuthCallError)) throw error;
        log.warn({ provider: type, reason: error.message }, 'social sign-in failed at the provider');
        throw error.kind === 'expired'
          ? ssoError(400, ssoMessages.codeExpired)
          : ssoError(502, ssoMessages.errorSso);
      }

      const profile = readSocialProfile(type, profileBody);
      if (!profile.id) throw ssoError(404, ssoMessages.userNotFound);

      const linked = await repository.findIdentity(type, profile.id);
      if (linked) {
        const user = await users.findById(linked.user_id);
        if (!user) throw ssoError(404, ssoMessages.userNotFound);
        return signIn(user.id, state.referrer, user.email_verified_at === null, caller);
      }

      const owner = profile.email ? await users.findByEmail(profile.email) : undefined;
      if (owner) {
        await repository.linkIdentity({
          provider: type,
          providerUserId: profile.id,
          userId: owner.id,
          email: profile.email,
        });
        return signIn(owner.id, state.referrer, owner.email_verified_at === null, caller);
      }

      if (state.skip_registration_callback_type === 0) {
        if (!profile.email) throw ssoError(422, errorCodes.emailCantRetrieve, errorCodes.emailCantRetrieve);
        const params = new URLSearchParams({ email: profile.email, social: type });
        throw ssoError(404, `${ssoMessages.emailNotFound}:${params.toString()}`);
      }

      const user = await db.transaction().execute(async (trx) => {
        const created = await users.create(
          {
            email: profile.email,
            emailVerified: profile.email !== null,
            passwordHash: null,
            language: caller.lang,
          },
          trx,
        );
        await repository.linkIdentity(
          { provider: type, providerUserId: profile.id as string, userId: created.id, email: profile.email },
          trx,
        );
        return created;
      });
      return signIn(user.id, state.referrer, profile.email === null, caller);
    },
  };
}
export type SocialService = ReturnType<typeof createSocialService>;
