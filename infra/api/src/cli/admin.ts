import { loadConfig } from '../config';
import { openMigratedDatabase } from '../domains';
import { localOperator, runAdminCommand, type CliIo } from './adminCommands';
import { helpFor } from './execute';
import { runCommandOnApi } from './remoteCommands';
import { deployedApi, localApi } from './target';
import { runTokenCommand } from './tokenCommands';
import { deployDirFromEnv, isReleasesCommand, runReleasesCommand } from './releaseCommands';

/**
 * Operator CLI: `npm run admin -- <command>` (see ADMIN_USAGE). Help needs nothing; `token` runs
 * here; every other command goes to the running API when there is one (PGlite lets one process
 * open its data directory, and the API's caches see the change at once), else to the database.
 */
async function main(argv: string[]): Promise<number> {
  const io: CliIo = { out: (line) => console.log(line), err: (line) => console.error(line) };
  const help = helpFor(argv);
  if (help) {
    io.out(help);
    return 0;
  }
  if (argv[0] === 'token') return runTokenCommand(argv.slice(1), io);
  // The release history lives beside the deployed files, not in the database.
  if (isReleasesCommand(argv)) return runReleasesCommand(argv, deployDirFromEnv(process.env), io);
  const operator = localOperator();
  const deployed = deployedApi();
  if (deployed) return runCommandOnApi(argv, deployed, io, { operator });
  const config = loadConfig();
  const local = localApi(config);
  if (local) return runCommandOnApi(argv, local, io, { operator });
  const database = await openMigratedDatabase(config, 'the admin CLI');
  try {
    return await runAdminCommand(
      argv,
      database.db,
      io,
      { operator, scope: 'write' },
      deployDirFromEnv(process.env),
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
