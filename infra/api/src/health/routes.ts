import { healthEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/serve';
import type { HealthService } from './service';

export function registerHealthRoutes(app: FastifyInstance, health: HealthService): void {
  serve(app, healthEndpoints.health, () => health.check());
}
