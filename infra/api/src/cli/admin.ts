import { loadConfig } from '../config';
import { openMigratedDatabase } from '../domains';
import { runAdminCommand } from './adminCommands';
import { runCampaignCommandViaApi } from './campaignApiCommands';
import { isShellCommand } from './shellCommands';
import { runningApi, runShellCli } from './shellCli';
import { runStudiosCli } from './studiosCli';

/** Operator CLI: `npm run admin -w @portal/api -- <command>` (see ADMIN_USAGE). */
async function main(): Promise<number> {
  if (isShellCommand(process.argv.slice(2)))
    return runShellCli(process.argv.slice(2), loadConfig(), { out: console.log, err: console.error });
  const config = loadConfig();
  const io = { out: console.log, err: console.error };
  if (process.argv[2] === 'studios') return runStudiosCli(process.argv.slice(3), config, io);
  // While the API holds the PGlite data directory, campaign commands go through its admin routes.
  const api = process.argv[2] === 'campaign' ? runningApi(config) : null;
  if (api) return runCampaignCommandViaApi(process.argv.slice(3), api, io);
  const database = await openMigratedDatabase(config, 'the admin CLI');
  try {
    return await runAdminCommand(process.argv.slice(2), database.db, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
