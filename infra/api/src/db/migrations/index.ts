import type { Migration } from 'kysely';
import * as platformFoundation from './0001_platform_foundation';

/**
 * Every migration, registered by name in order. Add new ones as `0002_<what>` below;
 * never rename or edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_platform_foundation': platformFoundation,
};
