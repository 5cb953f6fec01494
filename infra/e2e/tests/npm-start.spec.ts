/**
 * `npm start` as an operator runs it: the address is printed only once `/api` answers through the
 * gateway, and a SIGTERM or SIGINT to any one of its processes stops every process it started.
 * It runs over the shared portal's builds (read only) with a database of its own.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { portalFromEnv } from '../src/portalEnv';
import { descendants, isRunning } from '../src/processTree';
import { repoRoot } from '../src/tempPortal';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const dataRoot = mkdtempSync(path.join(tmpdir(), 'portal-npm-start-'));
test.afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

interface Started {
  npm: ChildProcessWithoutNullStreams;
  url: string;
  output: () => string;
  /** The API's /health status seen through the gateway right when the address was printed. */
  healthAtAddress: number;
}

async function npmStart(): Promise<Started> {
  const shared = portalFromEnv();
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: '0',
      SHELL_DIR: shared.shellDir,
      DEPLOY_DIR: shared.deployDir,
      DATA_DIR: path.join(dataRoot, 'pglite'),
      LOG_LEVEL: 'silent',
    },
  });
  let output = '';
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Portal: +(http:\/\/\S+?)\/?\n/.exec(output);
      if (address?.[1]) resolve(address[1]);
    };
    npm.stdout.on('data', onData);
    npm.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`npm start exited before printing its address:\n${output}`)));
  });
  // Asked at once, with no retry: the printed address must already serve the API.
  const healthAtAddress = (await fetch(`${url}/api/health`)).status;
  return { npm, url, output: () => output, healthAtAddress };
}

const targets = [
  { name: 'npm', signal: 'SIGTERM', pick: (started: Started) => started.npm.pid! },
  {
    name: 'the portal process (node infra/scripts/start.ts)',
    signal: 'SIGINT',
    // node itself, not the `sh -c` npm runs it through (whose command line names the script too).
    pick: (started: Started) => findPid(started, /^\S*node .*infra\/scripts\/start\.ts/),
  },
  {
    name: 'the API',
    signal: 'SIGTERM',
    pick: (started: Started) => findPid(started, /infra\/api\/src\/main\.ts/),
  },
] as const;

function findPid(started: Started, command: RegExp): number {
  const found = descendants(started.npm.pid!).find((info) => command.test(info.command));
  if (!found) throw new Error(`no process matching ${command} under npm start`);
  return found.pid;
}

for (const target of targets) {
  test(`prints its address when /api answers, and ${target.signal} to ${target.name} stops every process`, async () => {
    const started = await npmStart();
    const tree = [started.npm.pid!, ...descendants(started.npm.pid!).map((info) => info.pid)];
    try {
      expect(started.healthAtAddress).toBe(200);
      expect(tree.length).toBeGreaterThanOrEqual(3); // npm, the portal process, the API
      process.kill(target.pick(started), target.signal);
      await expect.poll(() => tree.filter(isRunning), { timeout: 20_000 }).toEqual([]);
      await expect(fetch(started.url)).rejects.toThrow();
    } finally {
      for (const pid of tree.filter(isRunning)) process.kill(pid, 'SIGKILL');
    }
  });
}
