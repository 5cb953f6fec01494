/**
 * CPU affinity of whole process trees (Linux `taskset`), for runs that keep the API and its database
 * on cores apart from their callers (the load generator) and the gateway, as production hosts do.
 * On a machine where every process shares every core, what the gateway spends is taken from the
 * API, so its cost shows as lost throughput; apart, the run shows what the hop itself does to the
 * API's throughput and latency.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** The machine's cores; not `availableParallelism()`, which shrinks to this process's own affinity. */
export const coreCount = (): number => cpus().length;

/** Two cores at least and `taskset` (util-linux) on the PATH. */
export function canPin(): boolean {
  if (process.platform !== 'linux' || coreCount() < 2) return false;
  return spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** `pid` and every process started under it, found through /proc's children lists. */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (let index = 0; index < tree.length; index++) {
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${tree[index]}/task`);
    } catch {
      continue; // ended meanwhile
    }
    for (const task of tasks) {
      try {
        const children = readFileSync(`/proc/${tree[index]}/task/${task}/children`, 'utf8');
        for (const child of children.split(' ').filter(Boolean)) tree.push(Number(child));
      } catch {
        // the thread ended meanwhile
      }
    }
  }
  return tree;
}

/**
 * Every thread of every process under `roots` runs on `cpus` only ("0", "1", "0-1"); threads and
 * processes they start later inherit it. A process that ended meanwhile is skipped.
 */
export function pinTrees(roots: number[], cpus: string): void {
  for (const pid of roots.flatMap(processTree))
    spawnSync('taskset', ['--all-tasks', '--pid', '--cpu-list', cpus, String(pid)], { stdio: 'ignore' });
}

/** Every core of this machine, as taskset names them. */
export const allCores = (): string => `0-${coreCount() - 1}`;
