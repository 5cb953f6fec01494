/**
 * Remote deployments (root scripts: `npm run deploy:remote -- <name>`, `npm run rollback:remote -- <name>`):
 *   deploy <name> [--build-cmd "<command with {out} and {app}>"]   build, version, make current
 *   rollback <name>                                              previous version becomes current
 *   list [<name>]                                                current version and history
 * DEPLOY_DIR (default <repo>/.deploy) or --deploy-dir picks the deploy folder; SHELL_DIR (default
 * shell/dist) or --shell-dir the shell build whose routes.json a deploy is checked against. The
 * running gateway notices every change by itself.
 */
import path from 'node:path';
import { defaultDeployDir, defaultShellDir } from '../config';
import { assertRemoteApp, deployRemote, listDeployments, rollbackRemote } from './deployRemote';

const USAGE = `usage: cli.ts deploy <remote> [--build-cmd <command>] | rollback <remote> | list [<remote>]
options: --deploy-dir <dir> --shell-dir <dir>; a remote is a workspace folder named mf-<words>`;

class UsageError extends Error {}

interface Arguments {
  command: string | undefined;
  name: string | undefined;
  buildCommand: string | undefined;
  deployDir: string;
  shellDir: string;
}

export function parseArguments(argv: string[], env: NodeJS.ProcessEnv): Arguments {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--build-cmd' || argument === '--deploy-dir' || argument === '--shell-dir') {
      const value = argv[index + 1];
      if (value === undefined) throw new UsageError(`${argument} needs a value`);
      flags.set(argument, value);
      index += 1;
    } else if (argument.startsWith('--')) {
      throw new UsageError(`unknown option ${argument}`);
    } else {
      positional.push(argument);
    }
  }
  return {
    command: positional[0],
    name: positional[1],
    buildCommand: flags.get('--build-cmd'),
    deployDir: path.resolve(flags.get('--deploy-dir') ?? env.DEPLOY_DIR ?? defaultDeployDir),
    shellDir: path.resolve(flags.get('--shell-dir') ?? env.SHELL_DIR ?? defaultShellDir),
  };
}

async function run(argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { command, name, buildCommand, deployDir, shellDir } = parseArguments(argv, env);
  if (command === 'deploy') {
    const deployed = await deployRemote({ app: assertRemoteApp(name), deployDir, shellDir, buildCommand });
    console.log(`${deployed.app} ${deployed.version} is live`);
    console.log(`manifest: ${deployed.manifestUrl}`);
  } else if (command === 'rollback') {
    const rollback = await rollbackRemote({ app: assertRemoteApp(name), deployDir, shellDir });
    console.log(
      `${rollback.app} rolled back from ${rollback.from} to ${rollback.to} (${rollback.from} stays on disk)`,
    );
  } else if (command === 'list') {
    const registry = await listDeployments(deployDir);
    for (const app of name === undefined ? Object.keys(registry.remotes) : [assertRemoteApp(name)]) {
      const entry = registry.remotes[app];
      const history = entry?.history.map((version) =>
        version === entry.current ? `${version} (current)` : version,
      );
      console.log(entry ? `${app}\n  ${history?.join('\n  ')}` : `${app}\n  not deployed`);
    }
  } else {
    throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  }
}

if (require.main === module) {
  run(process.argv.slice(2), process.env).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof UsageError ? `${message}\n${USAGE}` : `error: ${message}`);
    process.exit(error instanceof UsageError ? 2 : 1);
  });
}
