/**
 * The goals of "The API at the speed of its framework", checked against one load run: a PASS or FAIL
 * line per figure, ratios to the mean of the floor measured in the same run.
 */
import type { BenchTable } from '../auth';
import type { Measured } from './measure';
import type { MixResult } from './mix';

export interface DatabaseRun {
  kind: 'PGlite' | 'PostgreSQL';
  rows: { target: string; via: 'direct' | 'gateway'; measured: Measured; load: string; cpu: CpuPerRequest }[];
  wave: { signIns: Measured; me: Measured; load: string };
  breakdowns: { target: string; shares: { layer: string; share: number }[] }[];
  mix?: MixResult & { walletCheck: string; walletClean: boolean; load: string };
  /** /me again with the API and its database on cores apart from their callers and the gateway (cores.ts); absent where nothing can be pinned. */
  apart?: ApartRound[];
}

export interface ApartRound {
  via: 'direct' | 'gateway';
  measured: Measured;
  cpu: CpuPerRequest;
  load: string;
}

/** Mean req/s through the gateway over mean req/s direct, across the rounds. */
export function apartShare(rounds: ApartRound[]): number {
  const mean = (via: ApartRound['via']) => {
    const rates = rounds.filter((round) => round.via === via).map((round) => round.measured.perSecond);
    return rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
  };
  return mean('gateway') / mean('direct');
}

/** µs of CPU per request of the API and of the gateway during one row's run. */
export interface CpuPerRequest {
  api: number;
  gateway: number;
}

export const ME = 'GET /api/private/auth/me';
const PUBLIC_SHARE = 0.25;
const ME_SHARE = { PostgreSQL: 0.07, PGlite: 0.05 } as const;
const ME_P99_MS = 50;
const GATEWAY_SHARE = 0.85;
const WAVE_ME_P99_MS = 100;

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

export function doneWhen(floorRate: number, runs: DatabaseRun[]): BenchTable {
  const rows: string[][] = [];
  const check = (figure: string, measured: string, goal: string, pass: boolean) =>
    rows.push([verdict(pass), figure, measured, goal]);
  for (const run of runs) {
    const direct = run.rows.filter((row) => row.via === 'direct');
    const publicReads = direct.filter((row) => row.target !== ME);
    const lowest = Math.min(...publicReads.map((row) => row.measured.perSecond / floorRate));
    check(
      `public reads direct, lowest of ${publicReads.length}, ${run.kind}`,
      percent(lowest),
      `≥ ${percent(PUBLIC_SHARE)} of the floor`,
      lowest >= PUBLIC_SHARE,
    );
    const me = direct.find((row) => row.target === ME)!.measured;
    const meShare = me.perSecond / floorRate;
    check(
      `/me direct, ${run.kind}`,
      `${percent(meShare)}, p99 ${me.p99} ms`,
      `≥ ${percent(ME_SHARE[run.kind])} of the floor${run.kind === 'PostgreSQL' ? `, p99 ≤ ${ME_P99_MS} ms` : ''}`,
      meShare >= ME_SHARE[run.kind] && (run.kind !== 'PostgreSQL' || me.p99 <= ME_P99_MS),
    );
    for (const row of run.rows.filter((other) => other.via === 'gateway')) {
      const share =
        row.measured.perSecond / direct.find((other) => other.target === row.target)!.measured.perSecond;
      check(
        `${row.target} through the gateway, ${run.kind}`,
        `${percent(share)} of direct`,
        `≥ ${percent(GATEWAY_SHARE)} of direct`,
        share >= GATEWAY_SHARE,
      );
    }
    if (run.apart) {
      const share = apartShare(run.apart);
      check(
        `${ME} through the gateway, the API on cores apart from its callers, ${run.kind}`,
        `${percent(share)} of direct`,
        `≥ ${percent(GATEWAY_SHARE)} of direct`,
        share >= GATEWAY_SHARE,
      );
    }
    check(
      `/me p99 during the sign-in wave, ${run.kind}`,
      `${run.wave.me.p99} ms (${run.wave.signIns.perSecond.toFixed(1)} sign-ins/s)`,
      `≤ ${WAVE_ME_P99_MS} ms`,
      run.wave.me.p99 <= WAVE_ME_P99_MS,
    );
    if (run.mix) {
      const errors = [...run.mix.operations.values()].reduce((sum, figures) => sum + figures.errors, 0);
      check(
        `launch-day mix, ${run.mix.seconds} s, ${run.kind}`,
        `${errors} errors, wallet check ${run.mix.walletClean ? 'clean' : 'NOT CLEAN'}`,
        '0 errors, wallet check clean',
        errors === 0 && run.mix.walletClean,
      );
    }
  }
  return {
    title: 'Done-when of "The API at the speed of its framework" (this run)',
    headers: ['', 'figure', 'measured', 'goal'],
    rows,
  };
}
