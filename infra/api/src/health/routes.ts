import { apiRoutes, HealthSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonRoute } from '../http/route';
import type { HealthService } from './service';

export function registerHealthRoutes(app: FastifyInstance, health: HealthService): void {
  jsonRoute(app, {
    method: 'GET',
    url: apiRoutes.health,
    summary: 'Liveness and database ping',
    tags: ['platform'],
    response: HealthSchema,
    errors: { 503: 'SERVICE_UNAVAILABLE: the database does not answer' },
    handler: () => health.check(),
  });
}
