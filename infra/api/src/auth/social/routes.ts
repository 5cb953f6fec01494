import {
  authRoutes,
  SocialCallbackPayloadSchema,
  SocialRedirectQuerySchema,
  SocialRedirectSchema,
  SocialSessionSchema,
  SocialTypeParamsSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonRoute } from '../../http/route';
import type { AuthConfig } from '../config';
import { callerOf, registerAuthScopeHooks, startBrowserSession } from '../routes';
import type { SocialService } from './service';

export function registerSocialRoutes(app: FastifyInstance, social: SocialService, config: AuthConfig): void {
  void app.register(async (scope) => {
    registerAuthScopeHooks(scope);

    jsonRoute(scope, {
      method: 'GET',
      // The contract's path with its :type parameter.
      url: authRoutes.socialRedirect(':type' as never),
      summary: "Social sign-in: the provider's authorization URL (state + PKCE) to open in the popup",
      tags: ['auth'],
      params: SocialTypeParamsSchema,
      querystring: SocialRedirectQuerySchema,
      response: SocialRedirectSchema,
      errors: { 503: 'SSO_NOT_CONFIGURED: no OAUTH_<TYPE>_CLIENT_ID on this server' },
      handler: ({ params, query }) => social.redirect(params.type, query),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: authRoutes.socialCallback(':type' as never),
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
      handler: async ({ params, body, request, reply }) => {
        const session = await social.callback(params.type, body, callerOf(request, config));
        startBrowserSession(request, reply, config, session);
        return session;
      },
    });
  });
}
