import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { createStudioAllowlist } from './allowlist';
import { registerStudioCors } from './cors';
import { createEmbedSessions } from './embedSessions';
import { registerStudioPageSessions } from './pageSessions';
import { createStudioOriginsRepository } from './repository';
import { registerStudioRoutes } from './routes';
import { registerEmbedSessionScope } from './scope';

/**
 * Studios embedding the portal: CORS for allowlisted origins on every /api route (registered before
 * the other domains), embed sessions bound to their studio origin, the origin check, the sign-in
 * popup's and studios' backends' session routes, `app.bindStudioPageSession` for a widget's own sign-in, and the operators' allowlist routes (their admin token check,
 * `app.requireAdminToken`, is looked up per request).
 */
export function registerStudios(app: FastifyInstance, db: Kysely<Database>): void {
  const repository = createStudioOriginsRepository(db);
  const allowlist = createStudioAllowlist(repository);
  const embedSessions = createEmbedSessions(db, repository);
  registerStudioCors(app, allowlist);
  registerEmbedSessionScope(app, embedSessions);
  registerStudioPageSessions(app, allowlist, embedSessions);
  registerStudioRoutes(app, repository, allowlist, embedSessions);
}
