/**
 * Where a load run's CPU went, per request: the API replicas, PostgreSQL and this process (the
 * gateway and the load generator's worker thread), from the kernel's accounting in /proc. On a
 * machine the other engineers share, requests per second move with what else runs; CPU time per
 * request moves much less, so it tells whether a change made a request cheaper.
 * Linux only (anything else shows "—"); PostgreSQL counts only when its server runs on this machine.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: /proc counts CPU time in clock ticks, 100 per second on Linux. */
const TICK_MICROSECONDS = 10_000;

/** utime + stime of a process in µs, or null when /proc does not tell. */
function processMicroseconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MICROSECONDS;
  } catch {
    return null;
  }
}

/** Every local PostgreSQL process (postmaster, backends, background workers), or null when none shows. */
function postgresMicroseconds(): number | null {
  let total: number | null = null;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres')) continue;
    } catch {
      continue; // the process ended meanwhile
    }
    const used = processMicroseconds(Number(entry));
    if (used !== null) total = (total ?? 0) + used;
  }
  return total;
}

interface Snapshot {
  api: number | null;
  postgres: number | null;
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
    const per = (start: number | null, end: number | null) =>
      start === null || end === null || requests === 0 ? '—' : `${Math.round((end - start) / requests)} µs`;
    return {
      api: per(before.api, after.api),
      postgres: per(before.postgres, after.postgres),
      gatewayAndLoadGenerator: per(before.self, after.self),
    };
  };
}
