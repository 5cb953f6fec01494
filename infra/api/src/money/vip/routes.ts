import { vipEndpoints, type VipRules } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { privateRoutes, sessionOf } from '../../auth';
import type { Database } from '../../db/database';
import { serve } from '../../http/serve';
import { readVipDetails } from './progress';

export function registerVipRoutes(app: FastifyInstance, db: Kysely<Database>, rules: VipRules): void {
  serve(app, vipEndpoints.rules, async () => rules);

  privateRoutes(app, (scope) => {
    serve(scope, vipEndpoints.details, async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return readVipDetails(db, sessionOf(request).userId, rules);
    });
  });
}
