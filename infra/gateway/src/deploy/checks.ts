import { spawn } from 'node:child_process';
import type { ReleaseRecord } from '@portal/routes/registry';
import type { RemoteApp } from '../config';

/** Shell commands a deploy runs in the repo root before building; `{app}` is the remote's folder. */
export interface CheckCommands {
  typecheck: string;
  tests: string;
}

export const DEFAULT_CHECK_COMMANDS: CheckCommands = {
  // --no-install: where the sources or tools are missing, fail at once instead of asking to install.
  typecheck: 'npx --no-install tsc -p {app}/tsconfig.json --noEmit',
  tests: 'cd {app} && npx --no-install jest --ci --silent',
};

/** Run the gates (the CLI's default), or skip them: the release then says so. */
export type DeployChecks = { run: CheckCommands } | { skip: true };

export type CheckOutcomes = ReleaseRecord['checks'];

/** Refused before anything went live: the message names what is wrong. */
export class DeployRefused extends Error {}

/**
 * Type-checks and tests the app's source; the first failure refuses the deploy with the command and
 * the end of its output. Skipping is allowed but never quiet.
 */
export async function runDeployChecks(
  app: RemoteApp,
  checks: DeployChecks,
  cwd: string,
  log: (line: string) => void,
): Promise<CheckOutcomes> {
  if ('skip' in checks) {
    log(
      `${app}: WARNING checks skipped (--skip-checks): neither type-checked nor tested; the release records it`,
    );
    return { typecheck: 'skipped', tests: 'skipped' };
  }
  for (const [gate, what] of [
    ['typecheck', 'type-check'],
    ['tests', 'tests'],
  ] as const) {
    const command = checks.run[gate].replaceAll('{app}', app);
    const started = Date.now();
    const { code, output } = await runCommand(command, cwd);
    if (code !== 0) {
      throw new DeployRefused(
        `${app} was not deployed; nothing changed: its ${what} failed (${command}, exit ${code}):\n${output.trim().split('\n').slice(-30).join('\n')}`,
      );
    }
    log(`${app}: ${what} passed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  return { typecheck: 'passed', tests: 'passed' };
}

function runCommand(command: string, cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { cwd, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}
