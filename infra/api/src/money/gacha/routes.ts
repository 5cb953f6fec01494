import {
  ConvertPointsPayloadSchema,
  GachaDrawHistoryQuerySchema,
  GachaDrawPageSchema,
  GachaDrawPayloadSchema,
  GachaDrawResultSchema,
  GachaEventDetailSchema,
  GachaEventListSchema,
  GachaEventParamsSchema,
  GachaTokenSchema,
  PointsConversionSchema,
  gachaApiRoutes,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { privateRoutes, sessionOf } from '../../auth';
import { jsonRoute } from '../../http/route';
import type { GachaService } from './service';

const UNAUTHORIZED = { 401: 'UNAUTHORIZED: no live session for the bearer token' };

export function registerGachaRoutes(app: FastifyInstance, gacha: GachaService): void {
  jsonRoute(app, {
    method: 'GET',
    url: gachaApiRoutes.events,
    summary: 'Gacha events that are open or coming, soonest first',
    tags: ['gacha'],
    response: GachaEventListSchema,
    handler: () => gacha.events(),
  });

  jsonRoute(app, {
    method: 'GET',
    url: '/api/public/gacha/events/:eventCode',
    summary: 'One gacha event with its prizes, weights and remaining stock',
    tags: ['gacha'],
    params: GachaEventParamsSchema,
    response: GachaEventDetailSchema,
    errors: { 404: 'GACHA_EVENT_NOT_FOUND' },
    handler: ({ params }) => gacha.event(params.eventCode),
  });

  privateRoutes(app, (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    jsonRoute(scope, {
      method: 'POST',
      url: '/api/private/gacha/events/:eventCode/draws',
      summary:
        'Draw 1 to 10 times: spends ticketCost tokens each, picks by weight among prizes in stock, credits the prizes',
      tags: ['gacha'],
      params: GachaEventParamsSchema,
      body: GachaDrawPayloadSchema,
      response: GachaDrawResultSchema,
      errors: {
        ...UNAUTHORIZED,
        404: 'GACHA_EVENT_NOT_FOUND',
        409: 'GACHA_EVENT_CLOSED (before start or after end) or GACHA_SOLD_OUT (no prize left in stock)',
        422: 'INSUFFICIENT_GACHA_TOKENS',
      },
      handler: ({ params, body, request }) =>
        gacha.draw(sessionOf(request).userId, params.eventCode, body.count),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: gachaApiRoutes.history,
      summary: 'The player’s draws and prizes, newest first (page, size 10/20/50/100)',
      tags: ['gacha'],
      querystring: GachaDrawHistoryQuerySchema,
      response: GachaDrawPageSchema,
      errors: UNAUTHORIZED,
      handler: ({ query, request }) => gacha.history(sessionOf(request).userId, query),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: gachaApiRoutes.token,
      summary: 'The gacha token amount (Gacha Points)',
      tags: ['gacha'],
      response: GachaTokenSchema,
      errors: UNAUTHORIZED,
      handler: ({ request }) => gacha.token(sessionOf(request).userId),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: gachaApiRoutes.convertPoints,
      summary: 'Convert points to gacha tickets at 1000 points per ticket',
      tags: ['gacha'],
      body: ConvertPointsPayloadSchema,
      response: PointsConversionSchema,
      errors: { ...UNAUTHORIZED, 422: 'INSUFFICIENT_POINTS' },
      handler: ({ body, request }) => gacha.convertPoints(sessionOf(request).userId, body.tickets),
    });
  });
}
