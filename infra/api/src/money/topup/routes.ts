import { topupEndpoints } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { privateRoutes, sessionOf, sessionToken } from '../../auth';
import { serve } from '../../http/serve';
import type { TopupService } from './service';

export interface TopupRouteOptions {
  /** The caller's region (000 §3 access trace), for the checkout whitelist. */
  regionOf: (request: FastifyRequest) => string;
}

/** The signed-in player behind a public request, or null for a visitor (an invalid session counts as none). */
async function optionalUserId(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (!sessionToken(request)) return null;
  try {
    await app.requireSession(request, reply);
    return request.auth?.userId ?? null;
  } catch {
    return null;
  }
}

export function registerTopupRoutes(
  app: FastifyInstance,
  topup: TopupService,
  options: TopupRouteOptions,
): void {
  serve(app, topupEndpoints.packages, () => topup.packages());
  serve(app, topupEndpoints.paymentKinds, async ({ request, reply }) => {
    // Depends on who asks (region, group): never shared by a cache.
    reply.header('cache-control', 'private, no-store');
    return topup.paymentKinds({
      regionCode: options.regionOf(request),
      userId: await optionalUserId(app, request, reply),
    });
  });

  privateRoutes(app, (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    serve(scope, topupEndpoints.createOrder, ({ body, request }) =>
      topup.createOrder(sessionOf(request).userId, body.packageCode, options.regionOf(request)),
    );
    serve(scope, topupEndpoints.transactions, ({ query, request }) =>
      topup.history(sessionOf(request).userId, query),
    );
    serve(scope, topupEndpoints.pendingTransactions, ({ request }) =>
      topup.pending(sessionOf(request).userId),
    );
    serve(scope, topupEndpoints.order, ({ params, request }) =>
      topup.order(sessionOf(request).userId, params.orderId),
    );
    serve(scope, topupEndpoints.cancelOrder, ({ params, request }) =>
      topup.cancel(sessionOf(request).userId, params.orderId),
    );
  });
}
