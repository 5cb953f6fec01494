import { traceEndpoints, type AccessTraceHeaders } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../http/serve';
import { resolveAccessTrace } from './service';

export interface TraceRouteOptions {
  defaultRegion: string;
  /** True when the request reached us through a trusted proxy (edge headers are believable). */
  viaTrustedProxy: (request: FastifyRequest) => boolean;
}

export function registerTraceRoutes(app: FastifyInstance, options: TraceRouteOptions): void {
  serve(app, traceEndpoints.accessTrace, async ({ request }) =>
    // The endpoint's header schema has checked them before the handler runs.
    resolveAccessTrace(request.headers as AccessTraceHeaders, {
      defaultRegion: options.defaultRegion,
      trustEdgeCountry: options.viaTrustedProxy(request),
    }),
  );
}
