import { metadataEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/serve';
import type { MetadataService } from './service';

/** Operators change metadata rarely; every replica shows a change within a second, browsers within 30 s. */
const METADATA = { topic: 'metadata', maxAgeSeconds: 30 } as const;

export function registerMetadataRoutes(app: FastifyInstance, metadata: MetadataService): void {
  serve(app, metadataEndpoints.groups, ({ query }) => metadata.byGroups(query.groups), { cache: METADATA });
  serve(app, metadataEndpoints.record, ({ params, query }) => metadata.detail(params.key, query.version), {
    cache: METADATA,
  });
}
