import { adminMetadataEndpoints, errorCodes } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiHttpError } from '../http/errors';
import { serve } from '../http/serve';
import { MetadataValueError, type MetadataService } from './service';

/**
 * GET and PUT /api/admin/metadata/:group/:key for operators (header x-admin-token, checked by
 * `app.requireAdminToken`, see admin/register.ts): a read-only token reads, a change needs a
 * read-write one and is audited.
 */
export function registerAdminMetadataRoutes(app: FastifyInstance, metadata: MetadataService): void {
  const requireAdmin = (request: FastifyRequest) => app.requireAdminToken(request);

  serve(app, adminMetadataEndpoints.read, async ({ params, request }) => {
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
  });

  serve(app, adminMetadataEndpoints.write, async ({ params, body, request }) => {
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
  });
}
