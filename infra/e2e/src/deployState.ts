/** The portal's deploy folder as the tests change it: the real deploy CLI, and hand-made breakage. */
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RemoteApp } from '../../gateway/src/config';
import { readDeployRegistry, remoteVersionDir } from '../../gateway/src/registry/deployRegistry';
import { COPY_DIST_BUILD_COMMAND, repoRoot } from './tempPortal';

export interface CliResult {
  output: string;
}

/**
 * `npm run deploy:remote -- <app> …` / `promote:remote` / `rollback:remote` against the test's
 * DEPLOY_DIR; `args` follow the app (`--preview`, `--skip-checks`, a version, `--percent 50`…).
 */
export function runDeployCli(
  command: 'deploy' | 'promote' | 'rollback',
  app: RemoteApp,
  { deployDir, env = {}, args = [] }: { deployDir: string; env?: NodeJS.ProcessEnv; args?: string[] },
): Promise<CliResult> {
  const script = `${command}:remote`;
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', app, ...args], {
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

/**
 * A build command for a new mf-help version without rebuilding: the app's production build copied,
 * with a comment naming `label` in its remote entry (so its digest, and its version id, differ).
 */
export function copiedBuildLabelled(label: string): string {
  return `${COPY_DIST_BUILD_COMMAND} && printf '\\n/* %s */\\n' ${shellQuote(label)} >> "$DEPLOY_OUT_DIR/remoteEntry.js"`;
}

/**
 * The production build copied, with its `./app` lifecycles' mount made to throw: what a canary
 * with a bug in its first render looks like to the shell.
 */
export function copiedBuildWhoseMountThrows(label: string): string {
  const patch = [
    "const fs = require('fs'); const path = require('path'); const dir = process.env.DEPLOY_OUT_DIR;",
    'const file = fs.readdirSync(dir).find((name) => /^__federation_expose_app\\..*\\.js$/.test(name));',
    "const code = fs.readFileSync(path.join(dir, file), 'utf8');",
    "const broken = code.replace(/\\(0,(\\w+)\\.createLifecycles\\)/, (_, lib) => `((...a) => ({ ...(0,${lib}.createLifecycles)(...a), mount: async () => { throw new Error('canary mount throws: ' + LABEL); } }))`);",
    "if (broken === code) throw new Error('no createLifecycles call in ' + file);",
    "fs.writeFileSync(path.join(dir, file), broken.replace('LABEL', JSON.stringify(process.env.E2E_LABEL)));",
  ].join(' ');
  return `${COPY_DIST_BUILD_COMMAND} && E2E_LABEL=${shellQuote(label)} node -e ${shellQuote(patch)}`;
}

/** `npm run admin -- releases <app>` against the test's DEPLOY_DIR. */
export function runReleasesCommand(app: RemoteApp, deployDir: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', 'releases', app], {
      cwd: repoRoot,
      env: { ...process.env, DEPLOY_DIR: deployDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve({ output })
        : reject(new Error(`admin releases failed (exit ${code}):\n${output}`)),
    );
  });
}

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
