/**
 * Lighthouse bench, called by `npm run bench` while its portal runs:
 *   const table = await benchLighthouse(portal.url); printTable(table.title, table.headers, table.rows);
 * or alone against a fresh temp portal of the current builds: `npx tsx infra/scripts/bench/lighthouse.ts`.
 *
 * For each entry page a visitor opens (the demo player's public profile included; BENCH_LIGHTHOUSE_PAGES
 * =/login,… takes a subset), Lighthouse's default mobile run (simulated throttling, cold cache) in
 * Debian's Chromium, BENCH_LIGHTHOUSE_RUNS times (default 3), median of each figure: the JS requests
 * and their bytes on the wire (transfer size: brotli body plus response headers), the performance
 * score, FCP, LCP, TBT and CLS, and
 * where the simulated FCP's time goes (document + set-up + JS on the wire + after; lanternPath.ts),
 * and the LCP's phases as Lighthouse splits them (the `largest-contentful-paint-element` audit:
 * time to first byte, load delay, load time, render delay) with the element that painted.
 * BENCH_LIGHTHOUSE_KEEP=<folder> keeps each run's report, trace and network log there.
 * Simulated throttling scales the main-thread time it observes, so a busy machine lowers the score:
 * compare figures taken together. Beside each figure, in brackets, the page's previous one (its
 * last run on this machine, else the README's; lighthousePrevious.ts), and when it was taken.
 */
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PLAYERS } from '../../api/src/auth/users/seed';
import { chromiumLaunchOptions } from '../../e2e/src/chromium';
import { repoRoot, startTempPortal } from '../../e2e/src/tempPortal';
import type { BenchTable } from './auth';
import { fcpPathOfRun, type FcpPath } from './lanternPath';
import { describePrevious, previousFigures, saveFigures, withPrevious } from './lighthousePrevious';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Each run's medians, the next run's "previous" (not committed). */
const LAST_RUN_FILE = path.join(repoRoot, '.bench', 'lighthouse.json');
const LIGHTHOUSE_TIMEOUT_MS = 120_000;
/** Lighthouse now and then fails to record the trace (NO_NAVSTART): such a run is taken again. */
const ATTEMPTS = 3;

/** The entry pages of the performance goal: home, sign-in, a campaign, VIP and a public profile. */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/login',
  '/games/official/ash_echoes',
  '/vip/details',
  `/profiles/${DEMO_PLAYERS[0].slug}`,
] as const;

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsRequests: number;
  jsTransferBytes: number;
  jsEncodings: string[];
  /** Where the simulated FCP's time goes. */
  fcpPath: FcpPath;
  /** Lighthouse's split of the LCP (ms); zeros when the largest paint is text (no resource to load). */
  lcpPhases: LcpPhases;
  /** The largest paint's element, as Lighthouse names it (its CSS selector). */
  lcpElement: string;
}

export interface LcpPhases {
  ttfbMs: number;
  loadDelayMs: number;
  loadTimeMs: number;
  renderDelayMs: number;
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  /** The body's decoded size: a transfer well below it means the response was compressed. */
  resourceSize?: number;
  responseHeaders?: { name: string; value: string }[];
}

/** The response's encoding; Lighthouse 12 lists no response headers, so it is told from the sizes. */
function encodingOf(item: NetworkRequestItem): string {
  const header = item.responseHeaders?.find((entry) => entry.name.toLowerCase() === 'content-encoding');
  if (header) return header.value;
  if (item.transferSize === undefined || item.resourceSize === undefined) return 'unknown';
  return item.transferSize < item.resourceSize ? 'compressed' : 'identity';
}

/** The `largest-contentful-paint-element` audit: a list of the element's table and the phases' table. */
interface LcpElementDetails {
  items?: {
    headings?: { key?: string }[];
    items?: { node?: { selector?: string }; timing?: number }[];
  }[];
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: NetworkRequestItem[] } | LcpElementDetails }
  >;
  runtimeError?: { code: string; message: string };
}

/** The audit lists the phases in this order: TTFB, load delay, load time, render delay. */
function lcpOf(report: LighthouseReport): { lcpPhases: LcpPhases; lcpElement: string } {
  const tables = (report.audits['largest-contentful-paint-element']?.details as LcpElementDetails | undefined)
    ?.items;
  const element = tables?.find((table) => table.headings?.some((heading) => heading.key === 'node'));
  const phases = tables?.find((table) => table.headings?.some((heading) => heading.key === 'phase'));
  const [ttfbMs = 0, loadDelayMs = 0, loadTimeMs = 0, renderDelayMs = 0] = (phases?.items ?? []).map(
    (item) => item.timing ?? 0,
  );
  return {
    lcpPhases: { ttfbMs, loadDelayMs, loadTimeMs, renderDelayMs },
    lcpElement: element?.items?.[0]?.node?.selector ?? '?',
  };
}

const audit = (report: LighthouseReport, id: string) => {
  const value = report.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse report has no ${id}`);
  return value;
};

/** The figures of one Lighthouse report (exported for its test). */
export function readLighthouseReport(report: LighthouseReport): Omit<LighthouseRun, 'fcpPath'> {
  if (report.runtimeError)
    throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const requests =
    (report.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined)?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: audit(report, 'first-contentful-paint'),
    lcpMs: audit(report, 'largest-contentful-paint'),
    tbtMs: audit(report, 'total-blocking-time'),
    cls: audit(report, 'cumulative-layout-shift'),
    jsRequests: scripts.length,
    jsTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsEncodings: scripts.map(encodingOf),
    ...lcpOf(report),
  };
}

/** One Lighthouse CLI run (the npm package, pinned in infra/e2e) against Debian's Chromium. */
async function runLighthouse(url: string): Promise<LighthouseRun> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    const bin = path.join(repoRoot, 'node_modules', '.bin', 'lighthouse');
    const args = [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--save-assets',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(bin, args, {
        env: { ...process.env, CHROME_PATH: chromiumLaunchOptions.executablePath },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGTERM'), LIGHTHOUSE_TIMEOUT_MS);
      child.on('error', reject);
      child.on('exit', (code) => {
        clearTimeout(timer);
        if (code === 0) resolve();
        else reject(new Error(`lighthouse ${url} exited with ${code}:\n${stderr.slice(-2000)}`));
      });
    });
    const run = readLighthouseReport(JSON.parse(await fs.readFile(output, 'utf8')) as LighthouseReport);
    const fcpPath = await fcpPathOfRun(output);
    const keep = process.env.BENCH_LIGHTHOUSE_KEEP;
    if (keep) await keepRun(dir, keep, url);
    return { ...run, fcpPath };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Copies a run's report, trace and network log to `keep`, named after the page and the time. */
async function keepRun(dir: string, keep: string, url: string): Promise<void> {
  await fs.mkdir(keep, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}`;
  for (const file of await fs.readdir(dir))
    await fs.copyFile(path.join(dir, file), path.join(keep, `${name}-${file}`));
}

async function runWithRetry(url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(
        `lighthouse ${url}: attempt ${attempt} failed, again (${String(error).split('\n')[1] ?? error})`,
      );
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const byLcp = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
  const medianLcpRun = byLcp[Math.floor(byLcp.length / 2)];
  if (!medianLcpRun) throw new Error('no Lighthouse run to summarise');
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return {
    score: of((run) => run.score),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    jsRequests: of((run) => run.jsRequests),
    jsTransferBytes: of((run) => run.jsTransferBytes),
    jsEncodings: runs[0]?.jsEncodings ?? [],
    fcpPath: {
      fcpMs: of((run) => run.fcpPath.fcpMs),
      documentMs: of((run) => run.fcpPath.documentMs),
      setupMs: of((run) => run.fcpPath.setupMs),
      jsWireMs: of((run) => run.fcpPath.jsWireMs),
      afterMs: of((run) => run.fcpPath.afterMs),
    },
    // The phases of the run whose LCP is the median, so they add up to the LCP printed.
    lcpPhases: medianLcpRun.lcpPhases,
    lcpElement: medianLcpRun.lcpElement,
  };
}

const pathSummary = (path: FcpPath) =>
  [path.documentMs, path.setupMs, path.jsWireMs, path.afterMs]
    .map((ms) => (ms / 1000).toFixed(2))
    .join(' + ');

const phaseSummary = (phases: LcpPhases) =>
  [phases.ttfbMs, phases.loadDelayMs, phases.loadTimeMs, phases.renderDelayMs]
    .map((ms) => (ms / 1000).toFixed(2))
    .join(' + ');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function encodingSummary(encodings: string[]): string {
  const counts = new Map<string, number>();
  for (const encoding of encodings) counts.set(encoding, (counts.get(encoding) ?? 0) + 1);
  return [...counts].map(([encoding, count]) => `${encoding}×${count}`).join(' ');
}

/** BENCH_LIGHTHOUSE_PAGES (comma-separated paths) measures only those of the entry pages. */
const selectedPages = (): readonly string[] => {
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim());
  return only ? LIGHTHOUSE_PAGES.filter((page) => only.includes(page)) : LIGHTHOUSE_PAGES;
};

/**
 * The steady state a visitor meets: a page's server render has run once (a version's first render
 * may pass the gateway's budget, and that one document is sent without it). Two seconds at most.
 */
async function awaitServerRender(url: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
    if (html.includes('data-server-render')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.error(`${url}: no server render within 2 s; measured as it comes`);
}

export async function benchLighthouse(baseUrl: string): Promise<BenchTable> {
  const rows: string[][] = [];
  const previous = await previousFigures(LAST_RUN_FILE);
  const measured: Parameters<typeof saveFigures>[1] = {};
  for (const page of selectedPages()) {
    await awaitServerRender(baseUrl + page);
    const runs: LighthouseRun[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await runWithRetry(baseUrl + page));
    const result = medianRun(runs);
    const before = previous[page];
    measured[page] = {
      score: result.score,
      fcpMs: result.fcpMs,
      lcpMs: result.lcpMs,
      tbtMs: result.tbtMs,
      cls: result.cls,
    };
    rows.push([
      page,
      String(result.jsRequests),
      kb(result.jsTransferBytes),
      withPrevious(String(result.score), before && String(before.score)),
      withPrevious(seconds(result.fcpMs), before && seconds(before.fcpMs)),
      withPrevious(seconds(result.lcpMs), before && seconds(before.lcpMs)),
      withPrevious(`${Math.round(result.tbtMs)} ms`, before && `${Math.round(before.tbtMs)} ms`),
      withPrevious(result.cls.toFixed(3), before?.cls.toFixed(3)),
      pathSummary(result.fcpPath),
      phaseSummary(result.lcpPhases),
      result.lcpElement,
      encodingSummary(result.jsEncodings),
      before ? describePrevious(before) : 'none',
    ]);
  }
  await saveFigures(LAST_RUN_FILE, measured);
  return {
    title: `Lighthouse mobile (simulated throttling, cold cache), median of ${RUNS} runs, load average ${os
      .loadavg()[0]
      ?.toFixed(1)} at the end; in brackets each page's previous figures`,
    headers: [
      'page',
      'JS requests',
      'JS on the wire',
      'score',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'FCP = document + set-up + JS wire + after (s)',
      'LCP = TTFB + load delay + load time + render delay (s)',
      'LCP element',
      'JS encoding',
      'previous',
    ],
    rows,
  };
}

function printTable({ title, headers, rows }: BenchTable) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(`\n${title}\n${line(headers)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  const portal = await startTempPortal({ prefix: 'portal-lighthouse-' });
  try {
    printTable(await benchLighthouse(portal.url));
  } finally {
    await portal.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
