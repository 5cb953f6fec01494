import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sessionToken } from '../auth';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { registerHelpRoutes } from '../help/routes';
import { ApiHttpError } from '../http/errors';
import { createUsersRepository } from '../auth';
import { createFeedbackRepository } from './repository';
import { registerFeedbackRoutes } from './routes';
import { createFeedbackReports, createFeedbackService, type FeedbackAuthor } from './service';

/**
 * The signed-in player behind a send, through the accounts domain's `requireSession`; a missing,
 * expired or revoked token makes the sender a visitor (the feedback is still kept).
 */
function sessionAuthor(app: FastifyInstance, db: Kysely<Database>) {
  const users = createUsersRepository(db);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FeedbackAuthor | null> => {
    if (!sessionToken(request)) return null;
    try {
      await app.requireSession(request, reply);
    } catch (error) {
      if (error instanceof ApiHttpError && error.statusCode === 401) return null;
      throw error;
    }
    const userId = request.auth?.userId;
    const user = userId === undefined ? undefined : await users.findById(userId);
    return user ? { userId: user.id, email: user.email } : null;
  };
}

/** Feedback (send, admin list) and the help chat settings: one line in app.ts, after registerAccounts. */
export function registerHelpAndFeedback(app: FastifyInstance, db: Kysely<Database>, config: ApiConfig): void {
  const repository = createFeedbackRepository(db);
  registerFeedbackRoutes(
    app,
    createFeedbackService(repository, config.help.feedbackRateLimit),
    createFeedbackReports(repository),
    { identifyAuthor: sessionAuthor(app, db), adminToken: config.help.adminToken },
  );
  registerHelpRoutes(app, config.help, config.isProduction);
}
