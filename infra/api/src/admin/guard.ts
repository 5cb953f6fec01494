import { ADMIN_TOKEN_HEADER, errorCodes } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiHttpError } from '../http/errors';
import type { AdminIdentity } from './access';
import type { AdminScope } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every admin route calls this first. Throws 401 ADMIN_TOKEN_INVALID unless x-admin-token is an
     * admin token, and 403 ADMIN_READ_ONLY when a read-only token asks for a change. `scope`
     * defaults to the method's: GET and HEAD read, everything else writes. Sets `request.admin`.
     */
    requireAdminToken: (request: FastifyRequest, scope?: AdminScope) => AdminIdentity;
  }
  interface FastifyRequest {
    /** The operator behind an admin route's token (set by requireAdminToken). */
    admin?: AdminIdentity;
  }
}

export const scopeOfMethod = (method: string): AdminScope =>
  method === 'GET' || method === 'HEAD' ? 'read' : 'write';

export function decorateAdminGuard(
  app: FastifyInstance,
  identify: (token: string, headers: FastifyRequest['headers']) => AdminIdentity | null,
): void {
  app.decorateRequest('admin', undefined);
  app.decorate('requireAdminToken', (request: FastifyRequest, scope?: AdminScope) => {
    const given = request.headers[ADMIN_TOKEN_HEADER];
    const identity = identify(Array.isArray(given) ? (given[0] ?? '') : (given ?? ''), request.headers);
    if (!identity)
      throw new ApiHttpError(
        401,
        errorCodes.adminTokenInvalid,
        `Send the admin token in ${ADMIN_TOKEN_HEADER}`,
      );
    request.admin = identity;
    if ((scope ?? scopeOfMethod(request.method)) === 'write' && identity.scope !== 'write')
      throw new ApiHttpError(
        403,
        errorCodes.adminReadOnly,
        'This admin token is read-only: changes need a read-write token',
      );
    return identity;
  });
}
