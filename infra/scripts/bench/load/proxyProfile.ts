/**
 * `tsx infra/scripts/bench/load/proxyProfile.ts [--postgres]`: what the gateway's proxy costs a
 * signed-in read. The API (under --cpu-prof, as in `npm run bench -- load`) and the gateway (under
 * --cpu-prof too) on PGlite, or on a throwaway PostgreSQL with --postgres; GET /api/private/auth/me
 * at LOAD_CONNECTIONS (32) for LOAD_SECONDS (5), direct then through the gateway, then once more
 * in that order. Prints req/s, the CPU µs per request of each process (from /proc) and the load
 * average per run, and the gateway's self time per request by layer (gatewayLayers.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { authEndpoints, endpointUrl } from '@portal/contracts';
import { repoRoot } from '../../../e2e/src/tempPortal';
import { prepareDatabase } from '../launch/benchData';
import { measure, type Target } from '../launch/measure';
import { startThrowawayPostgres } from '../launch/postgres';
import { freePort, startApi } from '../launch/processes';
import { monotonicMicros } from '../launch/profileBreakdown';
import { processMicroseconds } from './cpuShares';
import { gatewayLayers } from './gatewayLayers';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 32);

/** utime + stime of a process in µs (Linux /proc). */
const cpuMicros = (pid: number): number => processMicroseconds(pid) ?? 0;

/** The gateway as the load bench starts it (tsx, NODE_ENV=development), under --cpu-prof. */
async function startProfiledGateway(apiUrl: string, profileDir: string) {
  const child = spawn(
    process.execPath,
    [
      '--cpu-prof',
      '--cpu-prof-dir',
      profileDir,
      '--import',
      'tsx',
      path.join(repoRoot, 'infra/gateway/src/main.ts'),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        API_URLS: apiUrl,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (found) resolve(found);
    });
    void exited.then(() => reject(new Error(`the gateway exited before listening:\n${output}`)));
  });
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      const file = readdirSync(profileDir).find((name) => name.includes(`.${child.pid}.`));
      if (!file) throw new Error('the gateway wrote no CPU profile');
      return path.join(profileDir, file);
    },
  };
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'portal-proxy-profile-'));
  const postgres = process.argv.includes('--postgres') ? await startThrowawayPostgres() : null;
  try {
    const target = postgres
      ? { databaseUrl: postgres.url, dataDir: path.join(work, 'unused') }
      : { dataDir: path.join(work, 'pglite') };
    const [player] = await prepareDatabase(target, 1);
    const api = await startApi({ ...target, profileDir: path.join(work, 'api') });
    const gateway = await startProfiledGateway(api.url, work);
    const signIn = await fetch(`${api.url}${endpointUrl(authEndpoints.login)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: player!.body,
    });
    const { data } = (await signIn.json()) as { data: { token: string } };
    const me: Target = {
      name: 'me',
      path: endpointUrl(authEndpoints.me),
      headers: { authorization: `Bearer ${data.token}` },
    };
    for (const url of [api.url, gateway.url]) await measure(url, me, 1, CONNECTIONS); // JIT, pools
    const proxied: { window: [number, number]; requests: number }[] = [];
    console.log('via      req/s   p99  API µs/req  gateway µs/req  load avg');
    for (let round = 0; round < 2; round++) {
      for (const [via, url] of [
        ['direct', api.url],
        ['gateway', gateway.url],
      ] as const) {
        const load = loadavg()[0]!.toFixed(1);
        const before = { api: cpuMicros(api.pid), gateway: cpuMicros(gateway.pid) };
        const started = monotonicMicros();
        const run = await measure(url, me, SECONDS, CONNECTIONS);
        if (via === 'gateway') proxied.push({ window: [started, monotonicMicros()], requests: run.total });
        const per = (spent: number) => (spent / Math.max(1, run.total)).toFixed(0);
        console.log(
          `${via.padEnd(8)} ${run.perSecond.toFixed(0).padStart(5)} ${String(run.p99).padStart(5)} ${per(cpuMicros(api.pid) - before.api).padStart(11)} ${per(cpuMicros(gateway.pid) - before.gateway).padStart(15)}  ${load}`,
        );
      }
    }
    const profile = await gateway.stop();
    await api.stop();
    const last = proxied.at(-1)!;
    console.log('\nThe gateway per proxied /me, self time by layer (last gateway run, wall-sampled):');
    for (const { layer, microsPerRequest } of gatewayLayers(profile, last.window, last.requests))
      console.log(`${microsPerRequest.toFixed(1).padStart(7)} µs  ${layer}`);
  } finally {
    postgres?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
