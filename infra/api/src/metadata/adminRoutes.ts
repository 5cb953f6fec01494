import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
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
import { adminEndpointPath, newAdminToken, removeAdminEndpoint, writeAdminEndpoint } from './adminEndpoint';
import { MetadataValueError, type MetadataService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Throws 401 ADMIN_TOKEN_INVALID unless x-admin-token holds ADMIN_API_TOKEN or this start's token. */
    requireAdminToken: (request: FastifyRequest) => void;
  }
}

export interface AdminMetadataOptions {
  /** ADMIN_API_TOKEN, the operators' long-lived token (also used by the feedback admin route). */
  operatorToken: string | null;
  /** PGlite data directory on disk: publish the endpoint file there; null for PostgreSQL or in-memory. */
  endpointDataDir: string | null;
}

function matches(given: string | string[] | undefined, expected: string): boolean {
  const value = Buffer.from(Array.isArray(given) ? (given[0] ?? '') : (given ?? ''));
  const wanted = Buffer.from(expected);
  return value.length === wanted.length && timingSafeEqual(value, wanted);
}

/**
 * GET and PUT /api/admin/metadata/:group/:key for operators (header x-admin-token): the admin CLI's
 * `maintenance` and `announcement` commands go through them while the API holds the PGlite lock.
 * Accepted tokens: ADMIN_API_TOKEN when set, and a random token made at each start and written to
 * `<DATA_DIR>.admin.json` (readable by the account running the API only).
 */
export function registerAdminMetadataRoutes(
  app: FastifyInstance,
  metadata: MetadataService,
  options: AdminMetadataOptions,
): void {
  const runtimeToken = newAdminToken();
  const tokens = [runtimeToken, ...(options.operatorToken ? [options.operatorToken] : [])];
  const requireAdmin = (request: FastifyRequest) => {
    if (!tokens.some((token) => matches(request.headers[ADMIN_TOKEN_HEADER], token))) {
      throw new ApiHttpError(
        401,
        errorCodes.adminTokenInvalid,
        `Send the admin token in ${ADMIN_TOKEN_HEADER}`,
      );
    }
  };
  // Other domains' operator routes (campaign draws, for one) accept the same two tokens.
  app.decorate('requireAdminToken', requireAdmin);

  if (options.endpointDataDir) {
    const file = adminEndpointPath(options.endpointDataDir);
    app.addHook('onListen', async () => {
      const { port } = app.server.address() as AddressInfo;
      const host = app.server.address() && (app.server.address() as AddressInfo).address;
      const reachable = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
      const url = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
      writeAdminEndpoint(file, { url, token: runtimeToken, pid: process.pid });
    });
    app.addHook('onClose', async () => removeAdminEndpoint(file, runtimeToken));
  }

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
    errors: unauthorized,
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
