import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface ProcessInfo {
  pid: number;
  ppid: number;
  command: string;
}

/** Every process below `root` (children, grandchildren…), from `ps`. */
export function descendants(root: number): ProcessInfo[] {
  const table = spawnSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, pid, ppid, command]) => ({ pid: Number(pid), ppid: Number(ppid), command: command ?? '' }));
  const found: ProcessInfo[] = [];
  const parents = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const info of table) {
      if (parents.has(info.ppid) && !parents.has(info.pid)) {
        parents.add(info.pid);
        found.push(info);
        grew = true;
      }
    }
  }
  return found;
}

/** True while the process runs (an exited one not yet reaped, a zombie, counts as gone). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) [ZX]/s.test(stat);
  } catch {
    return false;
  }
}
