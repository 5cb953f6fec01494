import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { createStudioAllowlist } from './allowlist';
import { registerStudioCors } from './cors';
import { createStudioOriginsRepository } from './repository';
import { registerStudioRoutes } from './routes';

/**
 * Studios embedding the portal: CORS for allowlisted origins on every /api route (registered before
 * the other domains), the origin check and the operators' allowlist routes (their admin token check,
 * `app.requireAdminToken`, is looked up per request).
 */
export function registerStudios(app: FastifyInstance, db: Kysely<Database>): void {
  const repository = createStudioOriginsRepository(db);
  const allowlist = createStudioAllowlist(repository);
  registerStudioCors(app, allowlist);
  registerStudioRoutes(app, repository, allowlist);
}
