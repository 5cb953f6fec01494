import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiRoutes } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';

export const OPENAPI_INFO = {
  title: 'Player Portal API',
  description:
    'Public API of the player portal. Every JSON answer is `{ success: true, data }` or `{ success: false, errors }`.',
  version: '0.1.0',
};

/** Must run before any route is added: @fastify/swagger collects routes as they are registered. */
export async function registerOpenApiCollector(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: OPENAPI_INFO,
      tags: [
        { name: 'platform', description: 'Health' },
        { name: 'public', description: 'Open to guests' },
        { name: 'development', description: 'Only outside production' },
      ],
    },
  });
}

/** Serves the UI at /api/docs and the document at /api/docs/json; run after the routes. */
export async function registerOpenApiUi(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, { routePrefix: apiRoutes.docs });
}
