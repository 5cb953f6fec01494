import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { registerAdminMetadataRoutes } from './adminRoutes';
import { registerMaintenanceRoutes } from './maintenanceRoutes';
import { createMetadataRepository } from './repository';
import { createMetadataService } from './service';

/**
 * What the shell needs beyond the public metadata routes: the maintenance status and the
 * operators' metadata routes the admin CLI uses while the API runs. One line in app.ts.
 */
export function registerShellMetadata(app: FastifyInstance, db: Kysely<Database>, config: ApiConfig): void {
  const repository = createMetadataRepository(db);
  registerMaintenanceRoutes(app, repository, config.maintenance, config.isProduction);
  registerAdminMetadataRoutes(app, createMetadataService(repository));
}
