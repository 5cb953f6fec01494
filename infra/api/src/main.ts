import type { AddressInfo } from 'node:net';
import { buildApi } from './app';
import { loadConfig } from './config';
import { openMigratedDatabase, isDatabaseEmpty, seedDemoData } from './domains';
import { observeDatabasePool } from './observability/metrics';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openMigratedDatabase(config, 'the API');
  if (!config.isProduction && (await isDatabaseEmpty(database.db))) await seedDemoData(database.db);
  observeDatabasePool(() => ({ kind: database.kind, ...database.poolStats() }));
  const app = await buildApi({ db: database.db, config });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(`API failed to stop after ${signal}:`, error);
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Started by `npm start` or the tests with a pipe on stdin: when that parent dies (even by
  // SIGKILL) the pipe closes, and the API must not linger holding its port and data directory.
  if (process.env.API_EXIT_WITH_STDIN === '1') {
    process.stdin.once('close', () => void stop('SIGTERM'));
    process.stdin.resume();
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`API listening on http://${host}:${port}`);
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
