import type { Migration } from 'kysely';
import { IN_MEMORY, openDatabase, type DatabaseHandle, type DatabaseOptions } from './database';
import { lockDataDir } from './dataDirLock';
import { applyMigrations } from './migrate';

export interface OpenedDatabase extends DatabaseHandle {
  /** Closes the database and releases the data directory. */
  close(): Promise<void>;
}

/**
 * Opens the configured database for a process (API or CLI), locked and migrated with `migrations`
 * (src/domains calls this with every domain's).
 */
export async function openAndMigrate(
  config: DatabaseOptions,
  holder: string,
  migrations: Readonly<Record<string, Migration>>,
): Promise<OpenedDatabase> {
  const lock =
    !config.databaseUrl && config.dataDir !== IN_MEMORY
      ? await lockDataDir(config.dataDir, holder)
      : undefined;
  try {
    const handle = await openDatabase(config);
    try {
      await applyMigrations(handle.db, migrations);
    } catch (error) {
      await handle.db.destroy();
      throw error;
    }
    return {
      ...handle,
      async close() {
        await handle.db.destroy();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
