import {
  ADMIN_TOKEN_HEADER,
  endpointUrl,
  FeedbackListQuerySchema,
  FeedbackListSchema,
  helpApiRoutes,
  helpEndpoints,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { proofOrChallenge } from '../auth';
import { jsonRoute } from '../http/route';
import { serve } from '../http/serve';
import { requestLanguage } from './requestContext';
import {
  FeedbackRateLimitError,
  type FeedbackAuthor,
  type FeedbackReports,
  type FeedbackService,
} from './service';

export interface FeedbackRouteOptions {
  /** The signed-in player of a request, or null (a visitor, or a missing or expired session). */
  identifyAuthor: (request: FastifyRequest, reply: FastifyReply) => Promise<FeedbackAuthor | null>;
  /** Enables GET /api/admin/feedback for holders of this token (ADMIN_API_TOKEN). */
  adminToken: string | null;
}

/**
 * Studios embed the feedback sheet on their own sites (mf-help's `mount`), so the send route answers
 * any origin. From a site not on the studio allowlist it carries no cookie and no credential: the
 * sender is a visitor, and the per-IP limit applies as to everyone else. An allowlisted site got its
 * own CORS answer already (studios/cors.ts, the bearer header allowed): that one stands, or the
 * preflight would refuse the signed-in player's token.
 */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, accept, x-lang, x-webview, x-product-code',
  'access-control-max-age': '86400',
};

const allowAnyOrigin = (reply: FastifyReply) => reply.headers(CORS_HEADERS);

const FEEDBACK_URL = endpointUrl(helpEndpoints.sendFeedback);

export function registerFeedbackRoutes(
  app: FastifyInstance,
  feedback: FeedbackService,
  reports: FeedbackReports,
  options: FeedbackRouteOptions,
): void {
  // On every answer of the route, errors included, so a studio page can read why a send failed.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url === FEEDBACK_URL && !reply.hasHeader('access-control-allow-origin'))
      allowAnyOrigin(reply);
    return payload;
  });

  app.route({
    method: 'OPTIONS',
    url: FEEDBACK_URL,
    schema: {
      summary: 'CORS preflight for studio sites that embed the feedback sheet',
      tags: ['public'],
      response: { 204: { description: 'Preflight accepted', type: 'null' } },
    },
    handler: async (_request, reply) => reply.status(204).send(),
  });

  serve(app, helpEndpoints.sendFeedback, async ({ body, request, reply }) => {
    const context = {
      author: await options.identifyAuthor(request, reply),
      clientIp: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      language: requestLanguage(request),
    };
    try {
      await feedback.send(body, context);
    } catch (error) {
      if (!(error instanceof FeedbackRateLimitError)) throw error;
      // Players behind one address (a carrier, a school) are asked for a proof of work, not refused.
      const proofs = app.hasDecorator('proofOfWork') ? app.proofOfWork : undefined;
      const proven = await proofOrChallenge(proofs, request, reply, 'feedback');
      try {
        if (!proven) throw error;
        await feedback.send(body, { ...context, proven });
      } catch (refused) {
        if (refused instanceof FeedbackRateLimitError) reply.header('retry-after', refused.retryAfterSeconds);
        throw refused;
      }
    }
    return { success: true as const };
  });

  const { adminToken } = options;
  if (!adminToken) return;
  jsonRoute(app, {
    method: 'GET',
    url: helpApiRoutes.adminFeedback,
    summary: `Recent feedback, newest first (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags: ['admin'],
    querystring: FeedbackListQuerySchema,
    response: FeedbackListSchema,
    errors: { 401: `ADMIN_TOKEN_INVALID: the ${ADMIN_TOKEN_HEADER} header is missing or wrong` },
    handler: async ({ query, request }) => {
      app.requireAdminToken(request);
      const since = query.since === undefined ? undefined : new Date(query.since * 1000);
      return reports.list(query.limit, since);
    },
  });
}
