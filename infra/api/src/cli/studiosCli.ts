import { userInfo } from 'node:os';
import type { ApiConfig } from '../config';
import { openMigratedDatabase } from '../domains';
import type { CliIo } from './adminCommands';
import { runningApi } from './shellCli';
import { runStudiosCommand } from './studioCommands';
import { apiStudioStore, databaseStudioStore } from './studioStores';

/** `studios …` from admin.ts: through the running API's admin routes, else straight to the database. */
export async function runStudiosCli(argv: readonly string[], config: ApiConfig, io: CliIo): Promise<number> {
  const actor = `operator:${userInfo().username}`;
  const api = runningApi(config);
  if (api) return runStudiosCommand(argv, apiStudioStore(api, actor), io);
  const database = await openMigratedDatabase(config, 'the admin CLI');
  try {
    return await runStudiosCommand(argv, databaseStudioStore(database.db, actor), io);
  } finally {
    await database.close();
  }
}
