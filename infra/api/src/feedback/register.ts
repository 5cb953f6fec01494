import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { registerHelpRoutes } from '../help/routes';
import { createFeedbackRepository } from './repository';
import { registerFeedbackRoutes } from './routes';
import { createFeedbackReports, createFeedbackService, type FeedbackAuthor } from './service';

/**
 * The signed-in player behind a request. Until the accounts domain's optional-session helper lands,
 * every sender is a visitor (user id null, the visitor's own email).
 */
async function identifyAuthor(_request: FastifyRequest): Promise<FeedbackAuthor | null> {
  return null;
}

/** Feedback (send, admin list) and the help chat settings: one line in app.ts. */
export function registerHelpAndFeedback(app: FastifyInstance, db: Kysely<Database>, config: ApiConfig): void {
  const repository = createFeedbackRepository(db);
  registerFeedbackRoutes(
    app,
    createFeedbackService(repository, config.help.feedbackRateLimit),
    createFeedbackReports(repository),
    { identifyAuthor, adminToken: config.help.adminToken },
  );
  registerHelpRoutes(app, config.help, config.isProduction);
}
