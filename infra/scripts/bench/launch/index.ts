/**
 * `npm run bench -- load`: the API against its framework's floor, in one run on this machine.
 *   1. The floor: bare Fastify answering a fixed JSON object (its own process), measured first and
 *      last; every ratio is to the mean of the two, so a neighbour's load moves both sides.
 *   2. On PGlite, then on a throwaway PostgreSQL (postgres.ts): the API (its own process, under
 *      `--cpu-prof`) on a database prepared with the demo data and bench players (benchData.ts),
 *      and the gateway (its own process) in front of it. Each endpoint for LOAD_SECONDS (default 5)
 *      at LOAD_CONNECTIONS (default 32), direct and through the gateway: req/s, p50, p99, ratio to
 *      the floor, and the gateway's share of the direct figure.
 *   3. A sign-in wave: 20 connections signing in as 20 players (argon2id at OWASP's parameters, off
 *      the event loop) while /me runs at LOAD_CONNECTIONS: sign-ins/s and /me's p99 meanwhile.
 *   4. Where the API's CPU went during each endpoint's runs, from its CPU profile
 *      (profileBreakdown.ts): framework, session lookup, validation, serialization, database driver,
 *      the embedded database, logging, garbage collection…
 *   5. On PostgreSQL, through the gateway: the launch-day mix (mix.ts) for MIX_SECONDS (default 60),
 *      then `admin wallet check` on the database once the API stopped.
 * Every row carries the 1-minute load average before it: the machine is shared.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  authEndpoints,
  campaignApiRoutes,
  endpointUrl,
  gameEndpoints,
  metadataEndpoints,
} from '@portal/contracts';
import { repoRoot } from '../../../e2e/src/tempPortal';
import type { BenchTable } from '../auth';
import { prepareDatabase, type BenchPlayer } from './benchData';
import { allCores, canPin, coreCount, pinTrees } from './cores';
import { doneWhen, ME, apartShare, type CpuPerRequest, type DatabaseRun, type ApartRound } from './doneWhen';
import { measure, type Measured, type Target } from './measure';
import { percentile, runLaunchMix } from './mix';
import { startThrowawayPostgres } from './postgres';
import { processMicroseconds } from '../load/cpuShares';
import { startApi, startFloor, startGateway, type BenchProcess } from './processes';
import { busyShares, monotonicMicros, profileBreakdown, type Window } from './profileBreakdown';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 32);
const MIX_SECONDS = Number(process.env.MIX_SECONDS ?? 60);
const MIX_VISITORS = Number(process.env.MIX_VISITORS ?? 24);
const SIGN_IN_WAVE = 20;
const PLAYERS = 40;
const SIGN_IN_CLIENT = path.join(__dirname, '..', 'load', 'signInAsOwnPlayer.cjs');

const loadAverage = () => loadavg()[0]!.toFixed(1);
const ms = (value: number) => `${Math.round(value)} ms`;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

async function signIn(baseUrl: string, player: BenchPlayer): Promise<string> {
  const response = await fetch(`${baseUrl}${endpointUrl(authEndpoints.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: player.body,
  });
  const answer = (await response.json()) as { data?: { token?: string } };
  if (!answer.data?.token) throw new Error(`bench sign-in failed (${response.status})`);
  return answer.data.token;
}

const publicReads: Target[] = [
  { name: 'GET /api/public/games', path: endpointUrl(gameEndpoints.list) },
  { name: 'GET campaign (landing)', path: campaignApiRoutes.campaign('ash_echoes') },
  { name: 'GET counter (landing)', path: campaignApiRoutes.counter('ash_echoes') },
  { name: 'GET rewards (landing)', path: campaignApiRoutes.rewards('ash_echoes') },
  { name: 'GET metadata', path: `${endpointUrl(metadataEndpoints.groups)}?groups=COMMON` },
];

/** CPU time (user + system, µs) a process has used so far, from /proc (Linux; 0 elsewhere). */
const cpuMicros = (pid: number): number => processMicroseconds(pid) ?? 0;

/** Measures `target` and what each request cost the API and the gateway in CPU meanwhile. */
async function measureWithCpu(
  url: string,
  target: Target,
  pids: { api: number; gateway: number },
): Promise<{ measured: Measured; cpu: CpuPerRequest }> {
  const before = { api: cpuMicros(pids.api), gateway: cpuMicros(pids.gateway) };
  const measured = await measure(url, target, SECONDS, CONNECTIONS);
  const per = (pid: number, from: number) => (cpuMicros(pid) - from) / Math.max(1, measured.total);
  return { measured, cpu: { api: per(pids.api, before.api), gateway: per(pids.gateway, before.gateway) } };
}

/**
 * /me direct and through the gateway, twice each, with the API and its database on cores of their
 * own and the callers' side (this process: the load generator's thread; the gateway) on the last
 * one, as in production, where players never share the API's CPU and the gateway has its own: the
 * two runs differ only by the hop. Every process is given every core back afterwards.
 */
async function measureApartFromCallers(
  me: Target,
  processes: { api: BenchProcess; gateway: BenchProcess; databasePid?: number },
): Promise<ApartRound[]> {
  const apiSide = [processes.api.pid, ...(processes.databasePid ? [processes.databasePid] : [])];
  // This process's tree holds the API and the gateway too: the API side is moved after it.
  pinTrees([process.pid], String(coreCount() - 1));
  pinTrees(apiSide, `0-${coreCount() - 2}`);
  try {
    const rounds: ApartRound[] = [];
    for (let round = 0; round < 2; round++)
      for (const [via, url] of [
        ['direct', processes.api.url],
        ['gateway', processes.gateway.url],
      ] as const) {
        const load = loadAverage();
        const pids = { api: processes.api.pid, gateway: processes.gateway.pid };
        rounds.push({ via, load, ...(await measureWithCpu(url, me, pids)) });
      }
    return rounds;
  } finally {
    pinTrees([process.pid, ...apiSide], allCores());
  }
}

async function runOnDatabase(
  kind: DatabaseRun['kind'],
  target: { databaseUrl?: string; dataDir: string },
  work: string,
  databasePid?: number,
): Promise<DatabaseRun> {
  console.error(`[load] ${kind}: preparing the database`);
  const players = await prepareDatabase(target, PLAYERS);
  const profileDir = path.join(work, `profile-${kind}`);
  const api = await startApi({ ...target, profileDir });
  const gateway = await startGateway(api.url);
  const run: DatabaseRun = { kind, rows: [], wave: undefined!, breakdowns: [] };
  const windows = new Map<string, Window[]>();
  try {
    const token = await signIn(api.url, players[0]!);
    const me: Target = {
      name: ME,
      path: endpointUrl(authEndpoints.me),
      headers: { authorization: `Bearer ${token}` },
    };
    const targets = [...publicReads, me];
    // JIT, pools and prepared statements warm, as in a replica in service.
    for (const warm of targets) await measure(api.url, warm, 1, CONNECTIONS);
    for (const [via, url] of [
      ['direct', api.url],
      ['gateway', gateway.url],
    ] as const) {
      for (const endpoint of targets) {
        console.error(`[load] ${kind}: ${endpoint.name} ${via}`);
        const load = loadAverage();
        const started = monotonicMicros();
        const { measured, cpu } = await measureWithCpu(url, endpoint, { api: api.pid, gateway: gateway.pid });
        windows.set(endpoint.name, [...(windows.get(endpoint.name) ?? []), [started, monotonicMicros()]]);
        run.rows.push({ target: endpoint.name, via, measured, load, cpu });
      }
    }
    if (canPin()) {
      console.error(`[load] ${kind}: /me with the API on a core apart from its callers and the gateway`);
      run.apart = await measureApartFromCallers(me, { api, gateway, databasePid });
    }

    console.error(`[load] ${kind}: sign-in wave`);
    process.env.LOAD_SIGN_IN_BODIES = JSON.stringify(
      players.slice(1, SIGN_IN_WAVE + 1).map((player) => player.body),
    );
    process.env.LOAD_SIGN_IN_PER_THREAD = String(SIGN_IN_WAVE);
    const load = loadAverage();
    const [signIns, meDuringWave] = await Promise.all([
      measure(
        api.url,
        {
          name: 'sign-in',
          path: endpointUrl(authEndpoints.login),
          method: 'POST',
          setupClient: SIGN_IN_CLIENT,
        },
        SECONDS,
        SIGN_IN_WAVE,
      ),
      measure(api.url, me, SECONDS, CONNECTIONS),
    ]);
    run.wave = { signIns, me: meDuringWave, load };

    if (kind === 'PostgreSQL') {
      console.error(`[load] ${kind}: launch-day mix, ${MIX_SECONDS} s through the gateway`);
      const mixLoad = loadAverage();
      const mix = await runLaunchMix(gateway.url, players.slice(SIGN_IN_WAVE + 1), MIX_SECONDS, MIX_VISITORS);
      await gateway.stop();
      await api.stop();
      const check = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(repoRoot, 'infra/api/src/cli/admin.ts'), 'wallet', 'check'],
        {
          cwd: repoRoot,
          env: { ...process.env, DATABASE_URL: target.databaseUrl },
          encoding: 'utf8',
        },
      );
      run.mix = {
        ...mix,
        load: mixLoad,
        walletClean: check.status === 0,
        walletCheck: `${check.status === 0 ? 'clean' : 'NOT CLEAN'}: ${(check.stdout + check.stderr).trim().split('\n').slice(-3).join(' ')}`,
      };
    }
  } finally {
    await gateway.stop();
    await api.stop();
  }
  for (const [name, spans] of windows)
    run.breakdowns.push({ target: name, shares: busyShares(profileBreakdown(api.profile(), spans)) });
  return run;
}

export async function benchLaunch(): Promise<BenchTable[]> {
  const work = mkdtempSync(path.join(tmpdir(), 'portal-bench-load-'));
  const postgres = await startThrowawayPostgres();
  const floor = await startFloor();
  const floorTarget: Target = { name: 'floor', path: '/' };
  try {
    const floorLoad = loadAverage();
    const floorFirst = await measure(floor.url, floorTarget, SECONDS, CONNECTIONS);
    const runs: DatabaseRun[] = [];
    runs.push(await runOnDatabase('PGlite', { dataDir: path.join(work, 'pglite') }, work));
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('create database load_bench');
    await admin.end();
    runs.push(
      await runOnDatabase(
        'PostgreSQL',
        {
          databaseUrl: postgres.url.replace(/\/postgres$/, '/load_bench'),
          dataDir: path.join(work, 'unused'),
        },
        work,
        postgres.serverPid(),
      ),
    );
    const floorLast = await measure(floor.url, floorTarget, SECONDS, CONNECTIONS);
    const floorRate = (floorFirst.perSecond + floorLast.perSecond) / 2;
    return tables(floorRate, [floorFirst, floorLast], floorLoad, runs);
  } finally {
    await floor.stop();
    postgres.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

function tables(floorRate: number, floor: Measured[], floorLoad: string, runs: DatabaseRun[]): BenchTable[] {
  const endpointRows: string[][] = [
    [
      'bare Fastify (floor), first / last',
      '—',
      'direct',
      floor.map((run) => run.perSecond.toFixed(0)).join(' / '),
      ms(floor[0]!.p50),
      ms(floor[0]!.p99),
      '100 %',
      '—',
      '—',
      '—',
      String(floor[0]!.failures + floor[1]!.failures),
      floorLoad,
    ],
  ];
  for (const run of runs) {
    for (const row of run.rows) {
      const direct = run.rows.find((other) => other.target === row.target && other.via === 'direct')!;
      endpointRows.push([
        row.target,
        run.kind,
        row.via,
        row.measured.perSecond.toFixed(0),
        ms(row.measured.p50),
        ms(row.measured.p99),
        percent(row.measured.perSecond / floorRate),
        row.via === 'gateway' ? percent(row.measured.perSecond / direct.measured.perSecond) : '—',
        `${Math.round(row.cpu.api)} µs`,
        row.via === 'gateway' ? `${Math.round(row.cpu.gateway)} µs` : '—',
        String(row.measured.failures),
        row.load,
      ]);
    }
  }
  const result: BenchTable[] = [
    {
      title: `API endpoints against the framework's floor: autocannon, ${CONNECTIONS} connections × ${SECONDS} s, keep-alive (${coreCount()} cores shared by the load generator, the API, the gateway, PostgreSQL and the neighbours)`,
      headers: [
        'endpoint',
        'database',
        'via',
        'req/s',
        'p50',
        'p99',
        'of the floor',
        'of direct',
        'CPU/request: API',
        'gateway',
        'errors',
        'load avg',
      ],
      rows: endpointRows,
    },
    {
      title: `Sign-in wave: ${SIGN_IN_WAVE} connections signing in (argon2id, OWASP parameters) while /me runs at ${CONNECTIONS} connections, direct, ${SECONDS} s`,
      headers: [
        'database',
        'sign-ins/s',
        'sign-in p99',
        '/me req/s',
        '/me p50',
        '/me p99',
        'errors',
        'load avg',
      ],
      rows: runs.map((run) => [
        run.kind,
        run.wave.signIns.perSecond.toFixed(1),
        ms(run.wave.signIns.p99),
        run.wave.me.perSecond.toFixed(0),
        ms(run.wave.me.p50),
        ms(run.wave.me.p99),
        String(run.wave.signIns.failures + run.wave.me.failures),
        run.wave.load,
      ]),
    },
  ];
  const apart = apartTable(runs);
  if (apart) result.push(apart);
  const layers = [
    ...new Set(runs.flatMap((run) => run.breakdowns.flatMap((b) => b.shares.map((s) => s.layer)))),
  ];
  result.push({
    title:
      "Where the API's CPU went (busy time, from its --cpu-prof profile, during each endpoint's direct and gateway runs)",
    headers: ['endpoint', 'database', ...layers],
    rows: runs.flatMap((run) =>
      run.breakdowns.map((breakdown) => [
        breakdown.target,
        run.kind,
        ...layers.map((layer) =>
          percent(breakdown.shares.find((share) => share.layer === layer)?.share ?? 0),
        ),
      ]),
    ),
  });
  for (const run of runs) {
    if (!run.mix) continue;
    const mix = run.mix;
    const rows = [...mix.operations].map(([operation, figures]) => [
      operation,
      String(figures.count),
      (figures.count / mix.seconds).toFixed(1),
      ms(percentile(figures.latencies, 0.5)),
      ms(percentile(figures.latencies, 0.99)),
      String(figures.errors),
    ]);
    const errors = [...mix.operations.values()].reduce((sum, figures) => sum + figures.errors, 0);
    rows.push(['total errors', String(errors), '', '', '', String(errors)]);
    rows.push([
      `pre-registrations completed: ${mix.preRegistrations}; transfers: ${mix.transfers}; proofs of work solved: ${mix.proofsSolved}`,
      '',
      '',
      '',
      '',
      '',
    ]);
    rows.push([`wallet check after: ${mix.walletCheck}`, '', '', '', '', '']);
    for (const sample of mix.errorSamples) rows.push([`error: ${sample}`, '', '', '', '', '']);
    result.push({
      title: `Launch-day mix on ${run.kind} through the gateway: ${MIX_VISITORS} visitors in a closed loop for ${mix.seconds} s (load avg ${mix.load} before)`,
      headers: ['operation', 'requests', 'per second', 'p50', 'p99', 'errors'],
      rows,
    });
  }
  result.push(doneWhen(floorRate, runs));
  return result;
}

/** The runs of /me with the API apart from its callers (measureApartFromCallers), where they ran. */
function apartTable(runs: DatabaseRun[]): BenchTable | undefined {
  const apartRuns = runs.filter((run) => run.apart);
  if (apartRuns.length === 0) return undefined;
  return {
    title: `${ME} with the API and its database on cores apart (taskset: core ${coreCount() - 1} for the load generator and the gateway, the others for the API and its database), ${CONNECTIONS} connections × ${SECONDS} s, alternating`,
    headers: ['database', 'via', 'req/s', 'p50', 'p99', 'CPU/request: API', 'gateway', 'errors', 'load avg'],
    rows: apartRuns.flatMap((run) => [
      ...run.apart!.map((round) => [
        run.kind,
        round.via,
        round.measured.perSecond.toFixed(0),
        ms(round.measured.p50),
        ms(round.measured.p99),
        `${Math.round(round.cpu.api)} µs`,
        round.via === 'gateway' ? `${Math.round(round.cpu.gateway)} µs` : '—',
        String(round.measured.failures),
        round.load,
      ]),
      [run.kind, 'gateway / direct', percent(apartShare(run.apart!)), '', '', '', '', '', ''],
    ]),
  };
}
