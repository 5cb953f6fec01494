import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readDeployRegistry } from '../registry/deployRegistry';
import { fakeRemoteBuilder, removeTempDirs, shellRoutesDir, tempDir } from '../testing/fixtures';

const cli = path.join(__dirname, 'cli.ts');

/** Runs the CLI the way `npm run deploy:remote -- <name>` does (tsx, DEPLOY_DIR and SHELL_DIR from the environment). */
function runCli(deployDir: string, ...args: string[]) {
  return runCliWith({}, deployDir, ...args);
}

function runCliWith(env: NodeJS.ProcessEnv, deployDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    // The gates' commands stand in for tsc and jest here (checks.test.ts runs real ones).
    env: {
      ...process.env,
      DEPLOY_DIR: deployDir,
      SHELL_DIR: shellDir,
      DEPLOY_TYPECHECK_CMD: 'echo typecheck {app}',
      DEPLOY_TEST_CMD: 'echo tests {app}',
      ...env,
    },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const shellDir = shellRoutesDir();
afterAll(removeTempDirs);

describe('deploy CLI', () => {
  const deployDir = tempDir('cli-deploy-');
  const buildCommand = fakeRemoteBuilder();
  const versions: string[] = [];

  it('deploy prints the version and the manifest URL', () => {
    for (let run = 0; run < 2; run += 1) {
      const { status, stdout } = runCli(deployDir, 'deploy', 'mf-help', '--build-cmd', buildCommand);
      expect(status).toBe(0);
      const version = /^mf-help ([0-9a-f]{16}) is live$/m.exec(stdout)?.[1];
      expect(stdout).toContain('mf-help: type-check passed');
      expect(stdout).toContain('mf-help: tests passed');
      expect(stdout).toMatch(/^JS: [\d.]+ KB brotli of 300.0 KB budget$/m);
      expect(stdout).toContain(`manifest: /remotes/mf-help/${version}/mf-manifest.json`);
      versions.push(version ?? 'missing');
    }
    expect(new Set(versions).size).toBe(2);
  });

  it('list marks the current version', () => {
    const { status, stdout } = runCli(deployDir, 'list', 'mf-help');
    expect(status).toBe(0);
    expect(stdout).toBe(`mf-help\n  ${versions[0]}\n  ${versions[1]} (current)\n`);
  });

  it('rollback makes the previous version current', async () => {
    const { status, stdout } = runCli(deployDir, 'rollback', 'mf-help');
    expect(status).toBe(0);
    expect(stdout).toContain(`mf-help rolled back from ${versions[1]} to ${versions[0]}`);
    expect((await readDeployRegistry(deployDir)).remotes['mf-help']?.current).toBe(versions[0]);
  });

  it('a second rollback fails: there is no previous version', async () => {
    const { status, stderr } = runCli(deployDir, 'rollback', 'mf-help');
    expect(status).toBe(1);
    expect(stderr).toBe(`error: mf-help has no version before ${versions[0]} to roll back to\n`);
    expect((await readDeployRegistry(deployDir)).remotes['mf-help']?.current).toBe(versions[0]);
  });

  it('rejects an unknown remote and an unknown command', () => {
    const unknownRemote = runCli(deployDir, 'deploy', 'Help', '--build-cmd', buildCommand);
    expect(unknownRemote.status).toBe(1);
    expect(unknownRemote.stderr).toContain('"Help" is not a remote name');
    const notInWorkspace = runCli(deployDir, 'deploy', 'mf-nope');
    expect(notInWorkspace.status).toBe(1);
    expect(notInWorkspace.stderr).toContain('mf-nope is not a remote of this workspace');

    const unknownCommand = runCli(deployDir, 'launch', 'mf-help');
    expect(unknownCommand.status).toBe(2);
    expect(unknownCommand.stderr).toContain('unknown command "launch"');
  });
});
