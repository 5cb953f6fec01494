import {
  campaignApiRoutes as paths,
  CampaignParamsSchema,
  PreRegistrationCodePayloadSchema,
  PreRegistrationConsentPayloadSchema,
  PreRegistrationEmailPayloadSchema,
  PreRegistrationEmailResultSchema,
  PreRegistrationLoginPayloadSchema,
  PreRegistrationStatusSchema,
  PreRegistrationVerifyPayloadSchema,
  SessionSchema,
  VerificationCodeSentSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { privateRoutes, sessionOf } from '../../auth';
import type { AuthConfig } from '../../auth/config';
import {
  proofOrChallenge,
  callerOf,
  handOutSession,
  registerAuthScopeHooks,
  normalizeEmail,
} from '../../auth';
import { ThrottledError } from '../../lib/throttledError';
import { jsonRoute } from '../../http/route';
import type { PreRegistrationService } from '../preRegistration/service';

const tags = ['campaign'];
const THROTTLED = {
  428: 'HUMAN_PROOF_REQUIRED: solve the x-human-challenge header and send again with x-human-proof',
  429: 'RATE_LIMITED: too many attempts; Retry-After tells when to come back',
};
const CLOSED = { 404: 'CAMPAIGN_NOT_FOUND', 409: 'PRE_REGISTRATION_CLOSED' };

/** The five steps of 001 §2 (sessions and codes come from the accounts domain). */
export function registerPreRegistrationRoutes(
  app: FastifyInstance,
  preRegistration: PreRegistrationService,
  auth: { config: AuthConfig; isProduction: boolean },
): void {
  const caller = (request: FastifyRequest) => callerOf(request, auth.config);

  void app.register(async (scope) => {
    registerAuthScopeHooks(scope); // no-store answers, Retry-After on 429

    jsonRoute(scope, {
      method: 'POST',
      url: paths.preRegistrationEmail(':gameCode'),
      summary: 'Step 1: does the email have an account (login form) or not (create account + OTP)?',
      tags,
      params: CampaignParamsSchema,
      body: PreRegistrationEmailPayloadSchema,
      response: PreRegistrationEmailResultSchema,
      errors: { ...CLOSED, ...THROTTLED },
      handler: async ({ params, body, request, reply }) => {
        try {
          return await preRegistration.checkEmail(params.gameCode, body.email, request.ip);
        } catch (error) {
          if (!(error instanceof ThrottledError)) throw error;
          // A busy address (carrier-grade NAT, a school) is asked for a proof of work instead.
          if (
            !(await proofOrChallenge(
              app.hasDecorator('proofOfWork') ? app.proofOfWork : undefined,
              request,
              reply,
              normalizeEmail(body.email),
            ))
          )
            throw error;
          return preRegistration.checkEmail(params.gameCode, body.email, request.ip, true);
        }
      },
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.preRegistrationLogin(':gameCode'),
      summary: 'Step 2a: sign in with the password (the accounts sign-in; encoded password)',
      tags,
      params: CampaignParamsSchema,
      body: PreRegistrationLoginPayloadSchema,
      response: SessionSchema,
      errors: { ...CLOSED, 401: 'INVALID_AUTH_CREDENTIAL', ...THROTTLED },
      handler: async ({ params, body, request, reply }) => {
        // Same session as the portal's own sign-in: cookies, or on a studio page one bound to it.
        return handOutSession(
          request,
          reply,
          auth.config,
          await preRegistration.login(params.gameCode, body, caller(request)),
        );
      },
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.preRegistrationCode(':gameCode'),
      summary: 'Step 2b / resend: mail the OTP for a new account (blocked during the resend countdown)',
      tags,
      params: CampaignParamsSchema,
      body: PreRegistrationCodePayloadSchema,
      response: VerificationCodeSentSchema,
      errors: { ...CLOSED, 409: 'EMAIL_IS_USED or PRE_REGISTRATION_CLOSED', ...THROTTLED },
      handler: ({ params, body, request }) =>
        preRegistration.sendCode(params.gameCode, body, caller(request)),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.preRegistrationVerify(':gameCode'),
      summary: 'Step 3: the OTP creates the account (email verified) and signs it in',
      tags,
      params: CampaignParamsSchema,
      body: PreRegistrationVerifyPayloadSchema,
      response: SessionSchema,
      errors: {
        ...CLOSED,
        422: 'VERIFICATION_CODE_NOT_MATCH or VERIFICATION_CODE_EXPIRED',
      },
      handler: async ({ params, body, request, reply }) => {
        const session = await preRegistration.verify(params.gameCode, body, caller(request));
        return handOutSession(request, reply, auth.config, session);
      },
    });

    privateRoutes(scope, (signedIn) => {
      jsonRoute(signedIn, {
        method: 'GET',
        url: paths.preRegistration(':gameCode'),
        summary: "The player's pre-registration (and its coupon) for this campaign",
        tags,
        params: CampaignParamsSchema,
        response: PreRegistrationStatusSchema,
        errors: { 401: 'UNAUTHORIZED', 404: 'CAMPAIGN_NOT_FOUND' },
        handler: ({ params, request }) => preRegistration.status(params.gameCode, sessionOf(request).userId),
      });

      jsonRoute(signedIn, {
        method: 'POST',
        url: paths.preRegistration(':gameCode'),
        summary: 'Step 4: consent to the terms and the EULA: pre-registered, coupon issued, referral counted',
        tags,
        params: CampaignParamsSchema,
        body: PreRegistrationConsentPayloadSchema,
        response: PreRegistrationStatusSchema,
        errors: {
          401: 'UNAUTHORIZED',
          404: 'CAMPAIGN_NOT_FOUND',
          409: 'ALREADY_PRE_REGISTERED, CONSENT_VERSION_OUTDATED or PRE_REGISTRATION_CLOSED',
        },
        handler: ({ params, body, request }) =>
          preRegistration.consent(params.gameCode, sessionOf(request).userId, body),
      });
    });
  });
}
