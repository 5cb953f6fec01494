import {
  CreateTopupOrderPayloadSchema,
  TopupHistoryPageSchema,
  TopupHistoryQuerySchema,
  TopupOrderListSchema,
  TopupOrderParamsSchema,
  TopupOrderSchema,
  PaymentKindListSchema,
  TopupPackageListSchema,
  topupApiRoutes,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { privateRoutes, sessionOf } from '../../auth';
import { jsonRoute } from '../../http/route';
import type { TopupService } from './service';

const UNAUTHORIZED = { 401: 'UNAUTHORIZED: no live session for the bearer token' };

export function registerTopupRoutes(app: FastifyInstance, topup: TopupService): void {
  jsonRoute(app, {
    method: 'GET',
    url: topupApiRoutes.packages,
    summary: 'The gold packages: price in cents (USD), gold at 100 per dollar, bonus bound gold',
    tags: ['topup'],
    response: TopupPackageListSchema,
    handler: () => topup.packages(),
  });

  jsonRoute(app, {
    method: 'GET',
    url: topupApiRoutes.paymentKinds,
    summary: 'The enabled ways to pay (one per payment provider; the sandbox is marked test)',
    tags: ['topup'],
    response: PaymentKindListSchema,
    handler: () => topup.paymentKinds(),
  });

  privateRoutes(app, (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    jsonRoute(scope, {
      method: 'POST',
      url: topupApiRoutes.orders,
      summary:
        'Create a pending top-up order (expires after TOPUP_ORDER_TTL_MINUTES); open its checkoutUrl to pay',
      tags: ['topup'],
      body: CreateTopupOrderPayloadSchema,
      response: TopupOrderSchema,
      errors: {
        ...UNAUTHORIZED,
        404: 'TOPUP_PACKAGE_NOT_FOUND: no active package with this code',
        503: 'PAYMENTS_NOT_CONFIGURED: no payment provider is enabled',
      },
      handler: ({ body, request }) => topup.createOrder(sessionOf(request).userId, body.packageCode),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: topupApiRoutes.transactions,
      summary: 'Top-up transaction history, newest first (page from 1, size 10, 20, 50 or 100)',
      tags: ['topup'],
      querystring: TopupHistoryQuerySchema,
      response: TopupHistoryPageSchema,
      errors: UNAUTHORIZED,
      handler: ({ query, request }) => topup.history(sessionOf(request).userId, query),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: topupApiRoutes.pendingTransactions,
      summary: 'Unexpired pending top-up transactions with expireAt, newest first (the pending-order banner)',
      tags: ['topup'],
      response: TopupOrderListSchema,
      errors: UNAUTHORIZED,
      handler: ({ request }) => topup.pending(sessionOf(request).userId),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: '/api/private/topup/orders/:orderId',
      summary: 'One of the player’s top-up orders (the payment result page polls it)',
      tags: ['topup'],
      params: TopupOrderParamsSchema,
      response: TopupOrderSchema,
      errors: { ...UNAUTHORIZED, 404: 'ORDER_NOT_FOUND: no such order of this player' },
      handler: ({ params, request }) => topup.order(sessionOf(request).userId, params.orderId),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: '/api/private/topup/orders/:orderId/cancel',
      summary: 'Cancel a pending top-up order',
      tags: ['topup'],
      params: TopupOrderParamsSchema,
      response: TopupOrderSchema,
      errors: {
        ...UNAUTHORIZED,
        404: 'ORDER_NOT_FOUND: no such order of this player',
        409: 'ORDER_NOT_PENDING: the order is paid, delivered, failed, canceled or expired',
      },
      handler: ({ params, request }) => topup.cancel(sessionOf(request).userId, params.orderId),
    });
  });
}
