/**
 * A throwaway PostgreSQL 15 cluster for one bench run (the way infra/scripts/ci-postgres.sh starts
 * CI's): initdb in a temporary folder, a free loopback port, trust authentication, stopped and
 * deleted at the end. PostgreSQL refuses to run as root, so as root the cluster belongs to the
 * `postgres` system user. The binaries come from PATH or /usr/lib/postgresql/15/bin
 * (`apt-get install -y postgresql-15`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './processes';

export interface ThrowawayPostgres {
  url: string;
  /** The postmaster's process id: its backends and workers are its children. */
  serverPid(): number;
  /** The server's processes count in the CPU shares while it runs on this machine. */
  stop(): void;
}

function binDir(): string {
  for (const dir of [
    '/usr/lib/postgresql/15/bin',
    '/usr/lib/postgresql/16/bin',
    '/usr/lib/postgresql/17/bin',
  ])
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  try {
    return path.dirname(execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim());
  } catch {
    throw new Error('PostgreSQL binaries not found: apt-get install -y postgresql-15');
  }
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, tool), args, { stdio: 'pipe' });
  if (asRoot) {
    const { uid, gid } = JSON.parse(
      execFileSync('sh', ['-c', 'printf \'{"uid":%s,"gid":%s}\' "$(id -u postgres)" "$(id -g postgres)"'], {
        encoding: 'utf8',
      }),
    ) as { uid: number; gid: number };
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  run('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'portal']);
  run('pg_ctl', [
    '-D',
    path.join(dir, 'data'),
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://portal@127.0.0.1:${port}/postgres`,
    serverPid: () => Number(readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop() {
      try {
        run('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
