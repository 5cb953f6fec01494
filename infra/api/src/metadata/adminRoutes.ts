import {
  ADMIN_TOKEN_HEADER,
  AdminMetadataParamsSchema,
  AdminMetadataWriteSchema,
  errorCodes,
  MetadataRecordSchema,
  shellApiRoutes,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiHttpError } from '../http/errors';
import { jsonRoute } from '../http/route';
import { MetadataValueError, type MetadataService } from './service';

/**
 * GET and PUT /api/admin/metadata/:group/:key for operators (header x-admin-token, checked by
 * `app.requireAdminToken`, see admin/register.ts): a read-only token reads, a change needs a
 * read-write one and is audited.
 */
export function registerAdminMetadataRoutes(app: FastifyInstance, metadata: MetadataService): void {
  const requireAdmin = (request: FastifyRequest) => app.requireAdminToken(request);
  const unauthorized = { 401: `ADMIN_TOKEN_INVALID: the ${ADMIN_TOKEN_HEADER} header is missing or wrong` };

  jsonRoute(app, {
    method: 'GET',
    url: shellApiRoutes.adminMetadataPattern,
    summary: `Latest record of a metadata key (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags: ['admin'],
    params: AdminMetadataParamsSchema,
    response: MetadataRecordSchema,
    errors: { ...unauthorized, 404: 'METADATA_NOT_FOUND: no such key in this group' },
    handler: async ({ params, request }) => {
      requireAdmin(request);
      const record = await metadata.get(params.group, params.key);
      if (!record) {
        throw new ApiHttpError(
          404,
          errorCodes.metadataNotFound,
          `No metadata "${params.key}" in group ${params.group}`,
        );
      }
      return record;
    },
  });

  jsonRoute(app, {
    method: 'PUT',
    url: shellApiRoutes.adminMetadataPattern,
    summary: `Store a metadata value, checked against the key's contract (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags: ['admin'],
    params: AdminMetadataParamsSchema,
    body: AdminMetadataWriteSchema,
    response: MetadataRecordSchema,
    errors: { ...unauthorized, 403: 'ADMIN_READ_ONLY: the token may read only' },
    handler: async ({ params, body, request }) => {
      requireAdmin(request);
      const current = await metadata.get(params.group, params.key);
      try {
        return await metadata.set({
          group: params.group,
          key: params.key,
          version: body.version ?? current?.version ?? 1,
          value: body.value,
        });
      } catch (error) {
        if (error instanceof MetadataValueError)
          throw new ApiHttpError(400, errorCodes.validation, error.message);
        throw error;
      }
    },
  });
}
