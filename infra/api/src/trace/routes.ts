import { AccessTraceHeadersSchema, AccessTraceSchema, apiRoutes } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonRoute } from '../http/route';
import { resolveAccessTrace } from './service';

export interface TraceRouteOptions {
  defaultRegion: string;
  /** True when the request reached us through a trusted proxy (edge headers are believable). */
  viaTrustedProxy: (request: FastifyRequest) => boolean;
}

export function registerTraceRoutes(app: FastifyInstance, options: TraceRouteOptions): void {
  jsonRoute(app, {
    method: 'GET',
    url: apiRoutes.accessTrace,
    summary: 'Region code and webview flag of the caller',
    tags: ['public'],
    headers: AccessTraceHeadersSchema,
    response: AccessTraceSchema,
    handler: async ({ headers, request }) =>
      resolveAccessTrace(headers, {
        defaultRegion: options.defaultRegion,
        trustEdgeCountry: options.viaTrustedProxy(request),
      }),
  });
}
