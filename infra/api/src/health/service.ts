import { errorCodes, type DatabaseKind, type Health } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { ApiHttpError } from '../http/errors';
import { pingDatabase } from './repository';

export function createHealthService(db: Kysely<Database>, database: DatabaseKind) {
  return {
    async check(): Promise<Health> {
      try {
        await pingDatabase(db);
      } catch {
        throw new ApiHttpError(503, errorCodes.serviceUnavailable, 'The database is not reachable');
      }
      return { status: 'ok', database };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
