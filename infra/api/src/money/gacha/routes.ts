import { gachaEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { privateRoutes, sessionOf } from '../../auth';
import { serve } from '../../http/serve';
import type { GachaService } from './service';

export function registerGachaRoutes(app: FastifyInstance, gacha: GachaService): void {
  serve(app, gachaEndpoints.events, () => gacha.events());
  serve(app, gachaEndpoints.event, ({ params }) => gacha.event(params.eventCode));

  privateRoutes(app, (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    serve(scope, gachaEndpoints.draw, ({ params, body, request }) =>
      gacha.draw(sessionOf(request).userId, params.eventCode, body.count),
    );
    serve(scope, gachaEndpoints.history, ({ query, request }) =>
      gacha.history(sessionOf(request).userId, query),
    );
    serve(scope, gachaEndpoints.token, ({ request }) => gacha.token(sessionOf(request).userId));
    serve(scope, gachaEndpoints.convertPoints, ({ body, request }) =>
      gacha.convertPoints(sessionOf(request).userId, body.tickets),
    );
  });
}
