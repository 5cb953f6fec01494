import {
  apiRoutes,
  MetadataDetailQuerySchema,
  MetadataGroupsQuerySchema,
  MetadataGroupsSchema,
  MetadataKeyParamsSchema,
  MetadataRecordSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonRoute } from '../http/route';
import type { MetadataService } from './service';

/** Operators change metadata rarely; every replica shows a change within a second, browsers within 30 s. */
const METADATA = { topic: 'metadata', maxAgeSeconds: 30 } as const;

export function registerMetadataRoutes(app: FastifyInstance, metadata: MetadataService): void {
  jsonRoute(app, {
    method: 'GET',
    url: apiRoutes.metadata,
    summary: 'Latest metadata records of the requested groups, keyed by group',
    tags: ['public'],
    querystring: MetadataGroupsQuerySchema,
    response: MetadataGroupsSchema,
    cache: METADATA,
    handler: ({ query }) => metadata.byGroups(query.groups),
  });

  jsonRoute(app, {
    method: 'GET',
    url: `${apiRoutes.metadata}/:key`,
    summary: 'One metadata record (the maintenance setting is version 1; its value is JSON text)',
    tags: ['public'],
    params: MetadataKeyParamsSchema,
    querystring: MetadataDetailQuerySchema,
    response: MetadataRecordSchema,
    errors: { 404: 'METADATA_NOT_FOUND: no record with this key and version' },
    cache: METADATA,
    handler: ({ params, query }) => metadata.detail(params.key, query.version),
  });
}
