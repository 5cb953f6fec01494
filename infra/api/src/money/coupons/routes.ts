import { couponEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { privateRoutes, sessionOf } from '../../auth';
import { serve } from '../../http/serve';
import type { CouponService } from './service';

export function registerCouponRoutes(app: FastifyInstance, coupons: CouponService): void {
  privateRoutes(app, (scope) => {
    serve(scope, couponEndpoints.list, ({ query, request }) =>
      coupons.list(sessionOf(request).userId, query.status),
    );
  });
}
