import {
  TransferHistoryQuerySchema,
  TransferPageSchema,
  TransferParamsSchema,
  TransferPayloadSchema,
  TransferSchema,
  transferApiRoutes,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { privateRoutes, sessionOf } from '../../auth';
import { jsonRoute } from '../../http/route';
import type { TransferService } from './service';

const UNAUTHORIZED = { 401: 'UNAUTHORIZED: no live session for the bearer token' };

export function registerTransferRoutes(app: FastifyInstance, transfers: TransferService): void {
  privateRoutes(app, (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    jsonRoute(scope, {
      method: 'POST',
      url: transferApiRoutes.transfers,
      summary:
        'Transfer gold to a game account: usable bound gold first, earns VIP XP; awaiting_delivery until the game acknowledges',
      tags: ['transfer'],
      body: TransferPayloadSchema,
      response: TransferSchema,
      errors: {
        ...UNAUTHORIZED,
        409: 'IDEMPOTENCY_KEY_REUSED: the key belongs to a different transfer',
        422: 'INSUFFICIENT_GOLD (gold + usable bound gold too low) or GAME_NOT_TRANSFERABLE',
      },
      handler: ({ body, request }) => transfers.create(sessionOf(request).userId, body),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: transferApiRoutes.transfers,
      summary: 'The player’s transfers, newest first (page, size 10/20/50/100)',
      tags: ['transfer'],
      querystring: TransferHistoryQuerySchema,
      response: TransferPageSchema,
      errors: UNAUTHORIZED,
      handler: ({ query, request }) => transfers.history(sessionOf(request).userId, query),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: '/api/private/transfers/:transferId',
      summary: 'One transfer (the /transfer/{transferId} page polls it until delivered or failed)',
      tags: ['transfer'],
      params: TransferParamsSchema,
      response: TransferSchema,
      errors: { ...UNAUTHORIZED, 404: 'TRANSFER_NOT_FOUND: no such transfer of this player' },
      handler: ({ params, request }) => transfers.get(sessionOf(request).userId, params.transferId),
    });
  });
}
