import { authEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import type { AuthConfig } from '../config';
import { callerOf, registerAuthScopeHooks, startBrowserSession } from '../routes';
import type { SocialService } from './service';

export function registerSocialRoutes(app: FastifyInstance, social: SocialService, config: AuthConfig): void {
  void app.register(async (scope) => {
    registerAuthScopeHooks(scope);

    serve(scope, authEndpoints.socialRedirect, ({ params, query }) => social.redirect(params.type, query));
    serve(scope, authEndpoints.socialCallback, async ({ params, body, request, reply }) => {
      const session = await social.callback(params.type, body, callerOf(request, config));
      startBrowserSession(request, reply, config, session);
      return session;
    });
  });
}
