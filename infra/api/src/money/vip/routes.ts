import { VipDetailsSchema, VipRulesSchema, vipApiRoutes, type VipRules } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { privateRoutes, sessionOf } from '../../auth';
import type { Database } from '../../db/database';
import { jsonRoute } from '../../http/route';
import { readVipDetails } from './progress';

export function registerVipRoutes(app: FastifyInstance, db: Kysely<Database>, rules: VipRules): void {
  jsonRoute(app, {
    method: 'GET',
    url: vipApiRoutes.rules,
    summary: 'VIP rules: gold per XP, each level’s minimum XP per cycle, cycle and grace days',
    tags: ['vip'],
    response: VipRulesSchema,
    handler: async () => rules,
  });

  privateRoutes(app, (scope) => {
    jsonRoute(scope, {
      method: 'GET',
      url: vipApiRoutes.details,
      summary: 'The player’s VIP progress (000 §3) with the XP still needed and the gold to transfer for it',
      tags: ['vip'],
      response: VipDetailsSchema,
      errors: { 401: 'UNAUTHORIZED: no live session for the bearer token' },
      handler: async ({ request, reply }) => {
        reply.header('cache-control', 'no-store');
        return readVipDetails(db, sessionOf(request).userId, rules);
      },
    });
  });
}
