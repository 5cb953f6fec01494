import { topupEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { privateRoutes, sessionOf } from '../../auth';
import { serve } from '../../http/serve';
import type { TopupService } from './service';

export function registerTopupRoutes(app: FastifyInstance, topup: TopupService): void {
  serve(app, topupEndpoints.packages, () => topup.packages());
  serve(app, topupEndpoints.paymentKinds, () => topup.paymentKinds());

  privateRoutes(app, (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    serve(scope, topupEndpoints.createOrder, ({ body, request }) =>
      topup.createOrder(sessionOf(request).userId, body.packageCode),
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
