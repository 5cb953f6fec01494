/** The portal's deploy folder as the tests change it: the real deploy CLI, and hand-made breakage. */
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RemoteApp } from '../../gateway/src/config';
import { readDeployRegistry, remoteVersionDir } from '../../gateway/src/registry/deployRegistry';
import { repoRoot } from './tempPortal';

export interface CliResult {
  output: string;
}

/** `npm run deploy:remote -- <app>` / `npm run rollback:remote -- <app>` against the test's DEPLOY_DIR. */
export function runDeployCli(
  command: 'deploy' | 'rollback',
  app: RemoteApp,
  { deployDir, env = {} }: { deployDir: string; env?: NodeJS.ProcessEnv },
): Promise<CliResult> {
  const script = command === 'deploy' ? 'deploy:remote' : 'rollback:remote';
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', app], {
      cwd: repoRoot,
      env: { ...process.env, ...env, DEPLOY_DIR: deployDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve({ output })
        : reject(new Error(`npm run ${script} -- ${app} failed (exit ${code}):\n${output.slice(-4000)}`)),
    );
  });
}

export async function liveVersion(deployDir: string, app: RemoteApp): Promise<string> {
  const current = (await readDeployRegistry(deployDir)).remotes[app]?.current;
  if (!current) throw new Error(`${app} has no live version in ${deployDir}`);
  return current;
}

/** Hides the live version's mf-manifest.json (the gateway then answers 404); call the result to put it back. */
export async function hideLiveManifest(deployDir: string, app: RemoteApp): Promise<() => Promise<void>> {
  const manifest = path.join(
    remoteVersionDir(deployDir, app, await liveVersion(deployDir, app)),
    'mf-manifest.json',
  );
  const hidden = `${manifest}.hidden-by-e2e`;
  await fs.rename(manifest, hidden);
  let restored = false;
  return async () => {
    if (restored) return;
    restored = true;
    await fs.rename(hidden, manifest);
  };
}
