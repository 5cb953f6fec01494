import { transferEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { privateRoutes, sessionOf } from '../../auth';
import { serve } from '../../http/serve';
import type { TransferService } from './service';

export function registerTransferRoutes(app: FastifyInstance, transfers: TransferService): void {
  privateRoutes(app, (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    serve(scope, transferEndpoints.create, ({ body, request }) =>
      transfers.create(sessionOf(request).userId, body),
    );
    serve(scope, transferEndpoints.history, ({ query, request }) =>
      transfers.history(sessionOf(request).userId, query),
    );
    serve(scope, transferEndpoints.get, ({ params, request }) =>
      transfers.get(sessionOf(request).userId, params.transferId),
    );
  });
}
