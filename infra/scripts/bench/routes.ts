/**
 * Routes bench, called by `npm run bench`: how long a campaign team waits to ship.
 * BENCH_ROUTES_RUNS (default 3) times, into a deploy folder of its own: `deploy:remote` of
 * BENCH_ROUTES_REMOTE (default mf-help; a real production build, versioning, precompression and the
 * route checks) and `rollback:remote`; the median of each, and whether the shell's files stayed
 * byte-identical (sha256 of every file in shell/dist before and after).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { defaultShellDir, repoRoot } from '../../gateway/src/config';
import { deployRemote, rollbackRemote } from '../../gateway/src/deploy/deployRemote';
import type { BenchTable } from './auth';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function filesDigest(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(dir, file)));
  return hash.digest('hex');
}

async function seconds(action: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await action();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export async function benchRoutes(): Promise<BenchTable> {
  const runs = Number(process.env.BENCH_ROUTES_RUNS ?? 3);
  const app = process.env.BENCH_ROUTES_REMOTE ?? 'mf-help';
  const shellDir = defaultShellDir;
  const deployDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-routes-'));
  const shellBefore = await filesDigest(shellDir);
  const deploys: number[] = [];
  const rollbacks: number[] = [];
  try {
    // A first version to roll back to.
    await deployRemote({ app, deployDir, shellDir, repoRoot });
    for (let run = 0; run < runs; run += 1) {
      // A different BUILD_LABEL per run: a new build, as after a code change.
      process.env.BUILD_LABEL = `bench-${run}-${Date.now()}`;
      deploys.push(await seconds(() => deployRemote({ app, deployDir, shellDir, repoRoot })));
      rollbacks.push(await seconds(() => rollbackRemote({ app, deployDir, shellDir })));
    }
  } finally {
    delete process.env.BUILD_LABEL;
    await rm(deployDir, { recursive: true, force: true });
  }
  const shellUnchanged = (await filesDigest(shellDir)) === shellBefore;
  return {
    title: `Shipping a remote without the shell (${app}, median of ${runs}; shell/dist byte-identical: ${shellUnchanged ? 'yes' : 'NO'})`,
    headers: ['step', 'median', 'runs'],
    rows: [
      [
        'build + deploy:remote',
        `${median(deploys).toFixed(1)} s`,
        deploys.map((s) => s.toFixed(1)).join(' / '),
      ],
      [
        'rollback:remote',
        `${median(rollbacks).toFixed(2)} s`,
        rollbacks.map((s) => s.toFixed(2)).join(' / '),
      ],
    ],
  };
}
