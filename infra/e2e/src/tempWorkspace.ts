/**
 * A workspace of its own for tests that change a remote's source or scaffold a new one: the repo's
 * shared parts (packages, node_modules, configs, the template remote) are linked, the remotes the
 * test changes are real copies, and root package.json is a copy `new:remote` may edit. The repo's
 * own files are never touched.
 */
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './tempPortal';

const LINKED = [
  'node_modules',
  'packages',
  'tsconfig.base.json',
  'jest.preset.js',
  'jest.setup.ts',
  'jest.asset-stub.js',
  'eslint.config.mjs',
  'mf-campaign-crazy-ones',
];

export interface TempWorkspace {
  root: string;
  /** Copies a remote of the repo into the workspace, to change its source there. */
  copyRemote(app: string): Promise<string>;
  /** `npm run <script> -- <args>` of the repo, run in this workspace's root. */
  run(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<string>;
  remove(): Promise<void>;
}

export async function createTempWorkspace(): Promise<TempWorkspace> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-e2e-workspace-'));
  for (const entry of LINKED) await fs.symlink(path.join(repoRoot, entry), path.join(root, entry));
  await fs.copyFile(path.join(repoRoot, 'package.json'), path.join(root, 'package.json'));
  return {
    root,
    async copyRemote(app) {
      const source = path.join(repoRoot, app);
      const dir = path.join(root, app);
      // Its sources are copied; its builds are not, and its own dependencies are the repo's.
      const skipped = new Set(['dist', 'dist-dev', 'node_modules']);
      await fs.cp(source, dir, {
        recursive: true,
        filter: (file) => !skipped.has(path.relative(source, file).split(path.sep)[0] ?? ''),
      });
      await fs
        .symlink(path.join(source, 'node_modules'), path.join(dir, 'node_modules'))
        .catch(() => undefined);
      return dir;
    },
    run: (command, args, env = {}) => runIn(root, command, args, env),
    remove: () => fs.rm(root, { recursive: true, force: true }),
  };
}

/** The command that builds `app` of this workspace into the deploy's `{out}`. */
export const workspaceBuildCommand = (root: string, app: string) =>
  `cd ${JSON.stringify(path.join(root, app))} && node --import tsx ../packages/mf-build/src/cli.ts build --out {out}`;

export function runIn(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${output.slice(-4000)}`)),
    );
  });
}

/** The repo's deploy CLI (`deploy:remote` / `rollback:remote`) against a test portal's folders. */
export function deployCli(
  command: 'deploy' | 'rollback',
  app: string,
  {
    deployDir,
    shellDir,
    buildCommand,
    checksIn,
    skipChecks,
  }: {
    deployDir: string;
    shellDir: string;
    buildCommand?: string;
    /** A workspace whose copy of the app the gates type-check and test (default: the repo's). */
    checksIn?: string;
    /** `--skip-checks`: the release records that the gates did not run. */
    skipChecks?: boolean;
  },
): Promise<string> {
  const inWorkspace = checksIn && JSON.stringify(checksIn);
  return runIn(
    repoRoot,
    'node',
    [
      '--import',
      'tsx',
      'infra/gateway/src/deploy/cli.ts',
      command,
      app,
      ...(buildCommand ? ['--build-cmd', buildCommand] : []),
      ...(skipChecks ? ['--skip-checks'] : []),
    ],
    {
      DEPLOY_DIR: deployDir,
      SHELL_DIR: shellDir,
      ...(inWorkspace
        ? {
            DEPLOY_TYPECHECK_CMD: `cd ${inWorkspace} && npx --no-install tsc -p {app}/tsconfig.json --noEmit`,
            DEPLOY_TEST_CMD: `cd ${inWorkspace}/{app} && npx --no-install jest --ci --silent`,
          }
        : {}),
    },
  );
}

/** `npm run admin -- <args>` (the operator CLI) on a test portal's API, through its data directory. */
export function adminCli(dataDir: string, args: string[]): Promise<string> {
  return runIn(repoRoot, 'npm', ['run', '--silent', 'admin', '--', ...args], {
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
}
