import type { AddressInfo } from 'node:net';
import { adminApiRoutes } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import { IN_MEMORY, type Database } from '../db/database';
import {
  adminEndpointPath,
  newAdminToken,
  removeAdminEndpoint,
  writeAdminEndpoint,
} from '../metadata/adminEndpoint';
import { createAdminAccess } from './access';
import { recordAudit } from './audit';
import { decorateAdminGuard } from './guard';

const ADMIN_PREFIX = '/api/admin/';

/** An audit row names what changed; a picture or a code list in the body is cut to its start. */
const shortStrings = (_key: string, value: unknown) =>
  typeof value === 'string' && value.length > 200
    ? `${value.slice(0, 200)}… (${value.length} characters)`
    : value;

/**
 * Operators' access to a running API, before any admin route is added: the token check every admin
 * route calls (`app.requireAdminToken`), the audit of every change made through an admin route, and
 * the endpoint file (`<DATA_DIR>.admin.json`: where this API
 * listens and a token made at each start, readable by the account running it) that lets the CLI on
 * this machine find it. One line in app.ts.
 */
export function registerAdmin(app: FastifyInstance, db: Kysely<Database>, config: ApiConfig): void {
  const runtimeToken = newAdminToken();
  decorateAdminGuard(
    app,
    createAdminAccess({ ...config.admin, sharedToken: config.help.adminToken }, runtimeToken),
  );

  // A change through an admin route is audited before its answer leaves (the command route audits each command itself).
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url ?? '';
    if (!request.admin || request.method === 'GET' || request.method === 'HEAD') return payload;
    if (!route.startsWith(ADMIN_PREFIX) || route === adminApiRoutes.commands) return payload;
    await recordAudit(db, {
      operator: request.admin.operator,
      action: `${request.method} ${route}`,
      detail: JSON.stringify({ params: request.params, body: request.body ?? null }, shortStrings),
      outcome: reply.statusCode < 400 ? 'ok' : 'failed',
      via: 'api',
      requestId: request.id,
    });
    return payload;
  });

  if (config.dataDir !== IN_MEMORY) {
    const file = adminEndpointPath(config.dataDir);
    app.addHook('onListen', async () => {
      const address = app.server.address() as AddressInfo;
      const host =
        !address.address || address.address === '0.0.0.0' || address.address === '::'
          ? '127.0.0.1'
          : address.address;
      const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
      writeAdminEndpoint(file, { url, token: runtimeToken, pid: process.pid });
    });
    app.addHook('onClose', async () => removeAdminEndpoint(file, runtimeToken));
  }
}
