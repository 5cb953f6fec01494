import { shellApiRoutes, UserConfigurationSchema, UserConfigurationUpdateSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { privateRoutes, sessionOf } from '../auth';
import type { Database } from '../db/database';
import { jsonRoute } from '../http/route';
import { createConfigurationRepository } from './repository';
import { createConfigurationService, type ConfigurationService } from './service';

export function registerConfigurationRoutes(app: FastifyInstance, configuration: ConfigurationService): void {
  privateRoutes(app, (signedIn) => {
    signedIn.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    jsonRoute(signedIn, {
      method: 'PATCH',
      url: shellApiRoutes.configuration,
      summary:
        'Update the signed-in player configuration: hasPendingPayment, showPopupAdjustQuestAt (unix seconds)',
      tags: ['user'],
      body: UserConfigurationUpdateSchema,
      response: UserConfigurationSchema,
      errors: { 401: 'UNAUTHORIZED: no live session for the bearer token' },
      handler: ({ body, request }) => configuration.update(sessionOf(request).userId, body),
    });
  });
}

/** One line in app.ts. */
export function registerConfiguration(app: FastifyInstance, db: Kysely<Database>): void {
  registerConfigurationRoutes(app, createConfigurationService(createConfigurationRepository(db)));
}
