/**
 * The processes a load run measures, each a Node process of its own as in production: the API
 * (under `--cpu-prof`, so its profile says where the time went), the gateway in front of it, and
 * the bare-Fastify floor. Each prints "... listening on <url>" when ready; stopping one waits
 * for its exit (the API then writes its CPU profile).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { repoRoot } from '../../../e2e/src/tempPortal';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface BenchProcess {
  url: string;
  pid: number;
  /** SIGTERM, then waits for the exit (SIGKILL after 10 s). */
  stop(): Promise<void>;
}

const LISTENING = /listening on (http:\/\/[^\s]+)/;

async function start(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<BenchProcess> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in 120 s:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = LISTENING.exec(output)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${name} exited before listening:\n${output}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** What every API of the bench runs with: a local demo (seeded players, dev outbox), quiet logs. */
export const BENCH_API_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  DEV_MAIL: 'on',
  MONEY_WORKER: '0',
  // Every simulated visitor comes from 127.0.0.1: the per-address caps would stop the run, not the API.
  AUTH_CODES_PER_IP_PER_HOUR: '100000',
  AUTH_LOGIN_FAILURES_PER_IP: '100000',
  FEEDBACK_RATE_LIMIT: '10000',
};

export interface ApiProcess extends BenchProcess {
  /** The CPU profile the API wrote when it stopped. */
  profile(): string;
}

/** The API on PostgreSQL (`databaseUrl`) or on PGlite in `dataDir`, profiled into `profileDir`. */
export async function startApi(options: {
  databaseUrl?: string;
  dataDir: string;
  profileDir: string;
}): Promise<ApiProcess> {
  const process_ = await start(
    'the API',
    [
      '--cpu-prof',
      '--cpu-prof-dir',
      options.profileDir,
      '--import',
      'tsx',
      path.join(repoRoot, 'infra/api/src/main.ts'),
    ],
    {
      ...BENCH_API_ENV,
      API_PORT: String(await freePort()),
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATABASE_URL: '' }),
    },
  );
  return {
    ...process_,
    profile() {
      // The main thread's profile carries the process id; worker threads write their own.
      const files = readdirSync(options.profileDir).filter(
        (file) => file.includes(`.${process_.pid}.`) && file.endsWith('.cpuprofile'),
      );
      const main = files.sort()[0];
      if (!main) throw new Error(`the API (pid ${process_.pid}) wrote no CPU profile`);
      return path.join(options.profileDir, main);
    },
  };
}

/** The gateway alone (infra/gateway/src/main.ts) proxying /api to `apiUrl`. */
export async function startGateway(apiUrl: string): Promise<BenchProcess> {
  return start('the gateway', ['--import', 'tsx', path.join(repoRoot, 'infra/gateway/src/main.ts')], {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    API_URLS: apiUrl,
  });
}

/** Bare Fastify answering a fixed JSON object: what the framework costs on this machine now. */
export async function startFloor(): Promise<BenchProcess> {
  return start('the floor', ['--import', 'tsx', path.join(__dirname, 'floorServer.ts')], {
    PORT: String(await freePort()),
  });
}
