import { campaignEndpoints as e } from '@portal/contracts';
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
import { serve } from '../../http/serve';
import type { PreRegistrationService } from '../preRegistration/service';

/** The five steps of 001 §2 (sessions and codes come from the accounts domain). */
export function registerPreRegistrationRoutes(
  app: FastifyInstance,
  preRegistration: PreRegistrationService,
  auth: { config: AuthConfig; isProduction: boolean },
): void {
  const caller = (request: FastifyRequest) => callerOf(request, auth.config);

  void app.register(async (scope) => {
    registerAuthScopeHooks(scope); // no-store answers, Retry-After on 429

    serve(scope, e.preRegistrationEmail, async ({ params, body, request, reply }) => {
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
    });

    // Same session as the portal's own sign-in: cookies, or on a studio page one bound to it.
    serve(scope, e.preRegistrationLogin, async ({ params, body, request, reply }) =>
      handOutSession(
        request,
        reply,
        auth.config,
        await preRegistration.login(params.gameCode, body, caller(request)),
      ),
    );

    serve(scope, e.preRegistrationCode, ({ params, body, request }) =>
      preRegistration.sendCode(params.gameCode, body, caller(request)),
    );

    serve(scope, e.preRegistrationVerify, async ({ params, body, request, reply }) => {
      const session = await preRegistration.verify(params.gameCode, body, caller(request));
      return handOutSession(request, reply, auth.config, session);
    });

    privateRoutes(scope, (signedIn) => {
      serve(signedIn, e.preRegistration, ({ params, request }) =>
        preRegistration.status(params.gameCode, sessionOf(request).userId),
      );
      serve(signedIn, e.consent, ({ params, body, request }) =>
        preRegistration.consent(params.gameCode, sessionOf(request).userId, body),
      );
    });
  });
}
