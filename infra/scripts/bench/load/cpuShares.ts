/**
 * Where a load run's CPU went, per request: the API replicas, PostgreSQL and this process (the
 * gateway and the load generator's worker thread), from the kernel's accounting in /proc. On a
 * machine the other engineers share, requests per second move with what else runs; CPU time per
 * request moves much less, so it tells whether a change made a request cheaper.
 * Linux only (anything else shows "—"); PostgreSQL counts only when its server runs on this machine (every local cluster).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: /proc counts CPU time in clock ticks, 100 per second on Linux. */
const TICK_MICROSECONDS = 10_000;

/** utime + stime of a process in µs, or null when /proc does not tell. */
export function processMicroseconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MICROSECONDS;
  } catch {
    return null;
  }
}

/** CPU µs of every local PostgreSQL process by pid (postmaster, backends, workers); null when none shows. */
function postgresMicroseconds(): Map<number, number> | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const used = new Map<number, number>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres')) continue;
    } catch {
      continue; // the process ended meanwhile
    }
    const micros = processMicroseconds(Number(entry));
    if (micros !== null) used.set(Number(entry), micros);
  }
  return used.size > 0 ? used : null;
}

/**
 * What PostgreSQL spent between two snapshots: backends that started meanwhile count whole, those
 * that ended meanwhile are lost (connections closing under load), so it errs low, never negative.
 */
function postgresSpent(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let spent = 0;
  for (const [pid, micros] of after) spent += micros - (before.get(pid) ?? 0);
  return spent;
}

interface Snapshot {
  api: number | null;
  postgres: Map<number, number> | null;
  self: number;
}

function snapshot(apiPids: readonly (number | undefined)[]): Snapshot {
  let api: number | null = 0;
  for (const pid of apiPids) {
    const used = pid === undefined ? null : processMicroseconds(pid);
    api = used === null || api === null ? null : api + used;
  }
  const self = process.cpuUsage();
  return { api, postgres: postgresMicroseconds(), self: self.user + self.system };
}

export interface CpuPerRequest {
  api: string;
  postgres: string;
  gatewayAndLoadGenerator: string;
}

/** Starts counting; the function it returns gives the µs of CPU per request since then. */
export function measureCpu(apiPids: readonly (number | undefined)[]): (requests: number) => CpuPerRequest {
  const before = snapshot(apiPids);
  return (requests) => {
    const after = snapshot(apiPids);
    const per = (spent: number | null) =>
      spent === null || requests === 0 ? '—' : `${Math.round(spent / requests)} µs`;
    return {
      api: per(before.api === null || after.api === null ? null : after.api - before.api),
      postgres: per(postgresSpent(before.postgres, after.postgres)),
      gatewayAndLoadGenerator: per(after.self - before.self),
    };
  };
}
