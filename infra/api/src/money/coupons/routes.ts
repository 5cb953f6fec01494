import { CouponListSchema, CouponQuerySchema, couponApiRoutes } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { privateRoutes, sessionOf } from '../../auth';
import { jsonRoute } from '../../http/route';
import type { CouponService } from './service';

export function registerCouponRoutes(app: FastifyInstance, coupons: CouponService): void {
  privateRoutes(app, (scope) => {
    jsonRoute(scope, {
      method: 'GET',
      url: couponApiRoutes.coupons,
      summary: 'My Coupons: code, title, source, status (available, used, expired) and expiry, newest first',
      tags: ['coupons'],
      querystring: CouponQuerySchema,
      response: CouponListSchema,
      errors: { 401: 'UNAUTHORIZED: no live session for the bearer token' },
      handler: ({ query, request }) => coupons.list(sessionOf(request).userId, query.status),
    });
  });
}
