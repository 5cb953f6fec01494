/**
 * Remote deployments (root scripts: `npm run deploy:remote -- <name>`, `npm run promote:remote -- <name> <version>`,
 * `npm run rollback:remote -- <name>`):
 *   deploy <name> [--preview] [--skip-checks] [--build-cmd "<command with {out} and {app}>"]
 *                                   type-check, test, build, version, check; make it live (or, with
 *                                   --preview, store it and print the preview link)
 *   publish <name> …                the same as deploy --preview
 *   promote <name> <version> [--percent N]   live for everyone, or a canary for N % of browsers
 *   rollback <name>                 a running canary ends; else the previous version becomes current
 *   list [<name>]                   current version, canary, history, published
 * DEPLOY_TYPECHECK_CMD / DEPLOY_TEST_CMD replace the gates' commands (`{app}` is the remote's folder).
 * PORTAL_URL (default http://127.0.0.1:8080) is where preview links point.
 * DEPLOY_DIR (default <repo>/.deploy) or --deploy-dir picks the deploy folder; SHELL_DIR (default
 * shell/dist) or --shell-dir the shell build whose routes.json a deploy is checked against.
 * REMOTE_ASSET_DIR and REMOTE_ASSET_URL (or --asset-dir, --asset-url) send the files to the asset
 * origin (a CDN's storage and its public URL) instead of DEPLOY_DIR; the registry stays in DEPLOY_DIR.
 * The running gateway notices every registry change by itself. Arguments: node's util.parseArgs.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDeployDir, defaultShellDir } from '../config';
import { DEFAULT_CHECK_COMMANDS, type DeployChecks } from './checks';
import { formatKB } from './jsBudget';
import {
  assertRemoteApp,
  deployRemote,
  listDeployments,
  promoteRemote,
  publishRemote,
  rollbackRemote,
  type AssetOrigin,
} from './deployRemote';

const USAGE = `usage: cli.ts deploy <remote> [--preview] [--skip-checks] [--build-cmd <command>]
       | publish <remote> [--skip-checks] [--build-cmd <command>]
       | promote <remote> <version> [--percent N] | rollback <remote> | list [<remote>]
options: --deploy-dir <dir> --shell-dir <dir> --asset-dir <dir> --asset-url <url>;
a remote is a workspace folder named mf-<words>`;

class UsageError extends Error {}

interface Arguments {
  command: string | undefined;
  name: string | undefined;
  version: string | undefined;
  buildCommand: string | undefined;
  deployDir: string;
  shellDir: string;
  assetOrigin: AssetOrigin | undefined;
  preview: boolean;
  checks: DeployChecks;
  percent: number | undefined;
  portalUrl: string;
}

export function parseArguments(argv: string[], env: NodeJS.ProcessEnv): Arguments {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        'build-cmd': { type: 'string' },
        'deploy-dir': { type: 'string' },
        'shell-dir': { type: 'string' },
        'asset-dir': { type: 'string' },
        'asset-url': { type: 'string' },
        preview: { type: 'boolean' },
        'skip-checks': { type: 'boolean' },
        percent: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const assetDir = values['asset-dir'] ?? env.REMOTE_ASSET_DIR;
  const assetUrl = values['asset-url'] ?? env.REMOTE_ASSET_URL;
  if (Boolean(assetDir) !== Boolean(assetUrl)) {
    throw new UsageError('the asset origin needs both its folder and its URL (--asset-dir and --asset-url)');
  }
  return {
    command: positionals[0],
    name: positionals[1],
    version: positionals[2],
    buildCommand: values['build-cmd'],
    deployDir: path.resolve(values['deploy-dir'] ?? env.DEPLOY_DIR ?? defaultDeployDir),
    shellDir: path.resolve(values['shell-dir'] ?? env.SHELL_DIR ?? defaultShellDir),
    assetOrigin: assetDir && assetUrl ? { dir: path.resolve(assetDir), url: assetUrl } : undefined,
    preview: values.preview ?? false,
    checks: values['skip-checks']
      ? { skip: true }
      : {
          run: {
            typecheck: env.DEPLOY_TYPECHECK_CMD || DEFAULT_CHECK_COMMANDS.typecheck,
            tests: env.DEPLOY_TEST_CMD || DEFAULT_CHECK_COMMANDS.tests,
          },
        },
    percent: values.percent === undefined ? undefined : parsePercent(values.percent),
    portalUrl: (env.PORTAL_URL || 'http://127.0.0.1:8080').replace(/\/+$/, ''),
  };
}

function parsePercent(raw: string): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 100)
    throw new UsageError(`--percent: "${raw}" is not a whole number from 1 to 100`);
  return value;
}

async function run(argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const {
    command,
    name,
    version,
    buildCommand,
    deployDir,
    shellDir,
    assetOrigin,
    preview,
    checks,
    percent,
    portalUrl,
  } = parseArguments(argv, env);
  const log = (line: string) => console.log(line);
  if (command === 'deploy' || command === 'publish') {
    const options = {
      app: assertRemoteApp(name),
      deployDir,
      shellDir,
      buildCommand,
      assetOrigin,
      checks,
      log,
    };
    const live = command === 'deploy' && !preview;
    const done = live ? await deployRemote(options) : await publishRemote(options);
    if (done.unchanged === 'live') {
      console.log(
        `${done.app} ${done.version} is unchanged: the same build is already live; nothing changed`,
      );
    } else if (live) {
      console.log(`${done.app} ${done.version} is live`);
    } else {
      console.log(
        `${done.app} ${done.version} is ${done.unchanged ? 'already ' : ''}published, not live\n` +
          `preview it (this browser only): ${portalUrl}/preview/${done.app}/${done.version}\n` +
          `make it live: npm run promote:remote -- ${done.app} ${done.version} [--percent N]`,
      );
    }
    console.log(`JS: ${formatKB(done.jsBytes)} brotli of ${formatKB(done.jsBudgetBytes)} budget`);
    console.log(`manifest: ${done.manifestUrl}`);
  } else if (command === 'promote') {
    if (!version) throw new UsageError('promote needs the version to make live');
    const promoted = await promoteRemote({
      app: assertRemoteApp(name),
      deployDir,
      shellDir,
      version,
      percent,
    });
    console.log(
      promoted.percent < 100
        ? `${promoted.app} ${promoted.version} is live for ${promoted.percent} % of browsers (canary; ${promoted.from} for the rest)`
        : `${promoted.app} ${promoted.version} is live${promoted.from ? ` (was ${promoted.from})` : ''}`,
    );
  } else if (command === 'rollback') {
    const rollback = await rollbackRemote({ app: assertRemoteApp(name), deployDir, shellDir });
    console.log(
      `${rollback.app} rolled back from ${rollback.from} to ${rollback.to} (${rollback.from} stays on disk)`,
    );
  } else if (command === 'list') {
    const registry = await listDeployments(deployDir);
    const everyApp = [
      ...new Set([...Object.keys(registry.remotes), ...Object.keys(registry.published ?? {})]),
    ];
    const apps = name === undefined ? everyApp : [assertRemoteApp(name)];
    for (const app of apps) {
      const entry = registry.remotes[app];
      const history = entry?.history.map((kept) => (kept === entry.current ? `${kept} (current)` : kept));
      if (entry?.canary) history?.push(`${entry.canary.version} (canary, ${entry.canary.percent} %)`);
      const published = Object.keys(registry.published?.[app] ?? {})
        .filter((kept) => kept !== entry?.canary?.version)
        .map((kept) => `${kept} (published)`);
      const lines = [...(history ?? []), ...published];
      console.log(lines.length > 0 ? `${app}\n  ${lines.join('\n  ')}` : `${app}\n  not deployed`);
    }
  } else {
    throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  }
}

const wantsHelp = (argv: string[]) => argv[0] === 'help' || argv.includes('--help') || argv.includes('-h');

if (require.main === module && wantsHelp(process.argv.slice(2))) {
  console.log(USAGE);
} else if (require.main === module) {
  run(process.argv.slice(2), process.env).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof UsageError ? `${message}\n${USAGE}` : `error: ${message}`);
    process.exit(error instanceof UsageError ? 2 : 1);
  });
}
