import { shellEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { privateRoutes, sessionOf } from '../auth';
import type { Database } from '../db/database';
import { serve } from '../http/serve';
import { createConfigurationRepository } from './repository';
import { createConfigurationService, type ConfigurationService } from './service';

export function registerConfigurationRoutes(app: FastifyInstance, configuration: ConfigurationService): void {
  privateRoutes(app, (signedIn) => {
    signedIn.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    serve(signedIn, shellEndpoints.configuration, ({ body, request }) =>
      configuration.update(sessionOf(request).userId, body),
    );
  });
}

/** One line in app.ts. */
export function registerConfiguration(app: FastifyInstance, db: Kysely<Database>): void {
  registerConfigurationRoutes(app, createConfigurationService(createConfigurationRepository(db)));
}
