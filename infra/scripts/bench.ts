/**
 * `npm run bench`: how much JavaScript each app costs, a report rather than a test.
 *   1. From each production build (`<app>/dist`, built by `nx run-many -t build`, cached):
 *      initial and total JS in gzip bytes. Shell: initial = the scripts index.html loads.
 *      Remote: initial = remoteEntry.js + the sync JS of its `./app` expose (mf-manifest.json);
 *      its shared modules come from the shell. Total = every .js file of the build.
 *   2. In Chromium against the portal (gateway + API on ephemeral ports, temp folders): for `/` and
 *      one route per remote, cold cache in a fresh context, the JS requests, their bytes on the wire
 *      (Resource Timing encodedBodySize), the time until the route's h1 is visible, and the
 *      content-encoding the gateway answered JS with. Median of RUNS loads per route.
 *   3. Lighthouse mobile for the entry pages (bench/lighthouse.ts): JS requests and
 *      bytes, score, FCP, LCP, TBT, CLS, median of BENCH_LIGHTHOUSE_RUNS (default 3).
 *   4. API figures: scrypt hash time and login requests/s with the hash parameters (bench/auth.ts);
 *      spends/s on one wallet and on 100 wallets, totals/refresh requests/s (bench/money.ts).
 *   5. Studio embeds: the loader, the page base and each widget's first mount in brotli (bench/embed.ts).
 * `npm run bench -- load` runs only the API load section against the framework's floor (bench/launch);
 * `npm run bench -- embed` only the studio embeds' bytes (of the current builds); `npm run bench --
 * lighthouse` only Lighthouse on the entry pages (of the current builds).
 * BENCH_SKIP_BUILD=1 skips the Nx build step; BENCH_RUNS sets the loads per route (default 3).
 */
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/src/chromium';
import { remotePages } from '../e2e/src/pages';
import { buildAllApps, repoRoot, startTempPortal } from '../e2e/src/tempPortal';
import { workspaceRemotes } from './workspaceRemotes';

type AppName = string;
import { benchAuth } from './bench/auth';
import { benchCampaignApi } from './bench/campaignApi';
import { benchCampaignLanding } from './bench/campaign';
import { benchMoney } from './bench/money';
import { benchRoutes } from './bench/routes';
import { benchLoad } from './bench/load';
import { benchWalletRoutes } from './bench/wallet';
import { benchLighthouse } from './bench/lighthouse';
import { benchLaunch } from './bench/launch';
import { benchEmbedBytes } from './bench/embed';
import { answerHelp } from './usage';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface BuildSize {
  app: AppName;
  initialFiles: number;
  initialGzip: number;
  totalFiles: number;
  totalGzip: number;
}

interface FederationManifest {
  metaData: { remoteEntry: { name: string; path?: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

const gzipSize = async (file: string) => gzipSync(await fs.readFile(file), { level: 9 }).length;

async function sumGzip(dir: string, files: string[]): Promise<number> {
  let total = 0;
  for (const file of files) total += await gzipSize(path.join(dir, file));
  return total;
}

async function jsFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true });
  return entries.filter((file) => file.endsWith('.js')).sort();
}

/** The shell's entry chunks: the scripts its index.html loads. */
async function shellInitialFiles(dir: string): Promise<string[]> {
  const html = await fs.readFile(path.join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

/** remoteEntry.js and what the `./app` expose needs synchronously, per the build's manifest. */
async function remoteInitialFiles(dir: string): Promise<string[]> {
  const manifest = JSON.parse(
    await fs.readFile(path.join(dir, 'mf-manifest.json'), 'utf8'),
  ) as FederationManifest;
  const { name, path: entryPath = '' } = manifest.metaData.remoteEntry;
  const app = manifest.exposes.find((expose) => expose.path === './app');
  if (!app) throw new Error(`${dir}/mf-manifest.json exposes no ./app`);
  return [path.posix.join(entryPath.replace(/^\/+/, ''), name), ...app.assets.js.sync];
}

async function buildSizes(): Promise<BuildSize[]> {
  const sizes: BuildSize[] = [];
  for (const app of ['shell', ...workspaceRemotes(repoRoot)]) {
    const dir = path.join(repoRoot, app, 'dist');
    if (!existsSync(path.join(dir, 'mf-manifest.json'))) throw new Error(`${dir} holds no production build`);
    const initial = app === 'shell' ? await shellInitialFiles(dir) : await remoteInitialFiles(dir);
    const all = await jsFiles(dir);
    sizes.push({
      app,
      initialFiles: initial.length,
      initialGzip: await sumGzip(dir, initial),
      totalFiles: all.length,
      totalGzip: await sumGzip(dir, all),
    });
  }
  return sizes;
}

interface RouteLoad {
  jsRequests: number;
  jsEncodedBytes: number;
  jsDecodedBytes: number;
  /** ms from navigation start until the h1 was first visible. */
  h1VisibleMs: number;
  encodings: string[];
  /** Bytes of the largest JS answered without content-encoding. */
  largestIdentity: number;
}

interface RouteResult extends RouteLoad {
  app: AppName;
  path: string;
}

/**
 * Runs before the page's own scripts: records performance.now() (ms since navigation start) when the
 * h1 is first in the DOM and visible, checked on every DOM change and every 10 ms. A string, not a
 * function: tsx would wrap a function's inner names in a helper the page does not have.
 */
const h1Watcher = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)};
  const observer = new MutationObserver(check);
  const timer = setInterval(check, 10);
  function check() {
    const heading = document.querySelector(selector);
    if (!heading || !heading.checkVisibility()) return;
    window.benchH1At = performance.now();
    observer.disconnect();
    clearInterval(timer);
  }
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/** One cold load: fresh context, then the h1 and an idle network. */
async function loadRoute(browser: Browser, url: string, h1Selector: string): Promise<RouteLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const encodings: string[] = [];
    let largestIdentity = 0;
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.endsWith('.js')) return;
      const encoding = response.headers()['content-encoding'] ?? 'identity';
      encodings.push(encoding);
      if (encoding === 'identity')
        largestIdentity = Math.max(largestIdentity, Number(response.headers()['content-length'] ?? Infinity));
    });
    await page.addInitScript(h1Watcher(h1Selector));
    await page.goto(url);
    await page.locator(h1Selector).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const measured = await page.evaluate(() => {
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => new URL(entry.name).pathname.endsWith('.js'),
      );
      return {
        jsRequests: scripts.length,
        jsEncodedBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        jsDecodedBytes: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
        h1VisibleMs: (window as unknown as { benchH1At?: number }).benchH1At ?? Number.NaN,
      };
    });
    return { ...measured, encodings, largestIdentity };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function measureRoutes(baseUrl: string): Promise<RouteResult[]> {
  const routes = [
    { app: 'shell' as AppName, path: '/', h1: '[data-testid="home-page"] h1' },
    ...remotePages.map((page) => ({
      app: page.app as AppName,
      path: page.path,
      h1: `section#remote-slot-${page.app} [data-testid="${page.testId}"] h1`,
    })),
  ];
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const results: RouteResult[] = [];
    for (const route of routes) {
      await loadRoute(browser, baseUrl + route.path, route.h1); // warm the gateway's caches, not the browser's
      const loads: RouteLoad[] = [];
      for (let run = 0; run < RUNS; run++)
        loads.push(await loadRoute(browser, baseUrl + route.path, route.h1));
      const first = loads[0] as RouteLoad;
      results.push({
        app: route.app,
        path: route.path,
        jsRequests: median(loads.map((load) => load.jsRequests)),
        jsEncodedBytes: median(loads.map((load) => load.jsEncodedBytes)),
        jsDecodedBytes: median(loads.map((load) => load.jsDecodedBytes)),
        h1VisibleMs: median(loads.map((load) => load.h1VisibleMs)),
        encodings: first.encodings,
        largestIdentity: Math.max(...loads.map((load) => load.largestIdentity)),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(title: string, headers: string[], rows: string[][]) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

function encodingSummary(encodings: string[]): string {
  const counts = new Map<string, number>();
  for (const encoding of encodings) counts.set(encoding, (counts.get(encoding) ?? 0) + 1);
  return [...counts].map(([encoding, count]) => `${encoding}×${count}`).join(' ');
}

const USAGE = `Usage: npm run bench [-- load | embed]
  (no argument)  production build sizes, route timings, Lighthouse mobile, money, wallet, campaign and
                 sign-in figures, on a portal of its own (a temporary data directory)
  load           the API against its framework's floor: req/s and p99 per endpoint, CPU breakdown
  embed          the studio embeds' bytes: loader, page base, each widget (from the current builds)
  lighthouse     Lighthouse mobile on the five entry pages only, from the current builds

Environment: BENCH_SKIP_BUILD=1 (measure the current builds), BENCH_RUNS, BENCH_ROUTES_RUNS,
BENCH_LIGHTHOUSE_RUNS, BENCH_MONEY_REQUESTS, BENCH_MONEY_CONCURRENCY, BENCH_DATABASE_URL (PostgreSQL for
the money bench), LOAD_SECONDS, LOAD_CONNECTIONS, DATABASE_URL (the load bench on PostgreSQL).`;

async function main() {
  answerHelp(USAGE);
  const started = Date.now();
  if (process.argv[2] === 'load') {
    // `npm run bench -- load`: the API against its framework's floor only (bench/launch).
    for (const table of await benchLaunch()) printTable(table.title, table.headers, table.rows);
    console.log(`Bench done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return;
  }
  if (process.argv[2] === 'embed') {
    const table = benchEmbedBytes();
    printTable(table.title, table.headers, table.rows);
    return;
  }
  if (process.argv[2] === 'lighthouse') {
    const portal = await startTempPortal({ prefix: 'portal-bench-' });
    try {
      const table = await benchLighthouse(portal.url);
      printTable(table.title, table.headers, table.rows);
    } finally {
      await portal.stop();
    }
    return;
  }
  if (!process.env.BENCH_SKIP_BUILD) buildAllApps();
  const sizes = await buildSizes();
  printTable(
    'Production builds (gzip -9 of the files on disk)',
    ['app', 'initial JS (gz)', 'files', 'total JS (gz)', 'files', 'initial/total'],
    sizes.map((size) => [
      size.app,
      kb(size.initialGzip),
      String(size.initialFiles),
      kb(size.totalGzip),
      String(size.totalFiles),
      `${((100 * size.initialGzip) / size.totalGzip).toFixed(0)}%`,
    ]),
  );
  const embeds = benchEmbedBytes();
  printTable(embeds.title, embeds.headers, embeds.rows);

  const portal = await startTempPortal({ prefix: 'portal-bench-' });
  let results: RouteResult[];
  let lighthouse: Awaited<ReturnType<typeof benchLighthouse>>;
  try {
    results = await measureRoutes(portal.url);
    await benchWalletRoutes(portal.url);
    await benchCampaignLanding(portal.url).then((table) =>
      printTable(table.title, table.headers, table.rows),
    ); // landing JS and image bytes at 360 px
    lighthouse = await benchLighthouse(portal.url);
  } finally {
    await portal.stop();
  }
  printTable(
    `In Chromium, cold cache, median of ${RUNS} loads (JS on the wire = Resource Timing encodedBodySize)`,
    ['route', 'app', 'JS requests', 'JS on the wire', 'JS decoded', 'h1 visible', 'JS content-encoding'],
    results.map((result) => [
      result.path,
      result.app,
      String(result.jsRequests),
      kb(result.jsEncodedBytes),
      kb(result.jsDecodedBytes),
      `${Math.round(result.h1VisibleMs)} ms`,
      encodingSummary(result.encodings),
    ]),
  );
  printTable(lighthouse.title, lighthouse.headers, lighthouse.rows);
  const allEncodings = results.flatMap((result) => result.encodings);
  const compressed = allEncodings.filter((encoding) => encoding !== 'identity').length;
  const largestIdentity = Math.max(0, ...results.map((result) => result.largestIdentity));
  console.log(
    `\nCompressed JS: ${compressed} of ${allEncodings.length} JS responses carried a content-encoding (${encodingSummary(allEncodings)}); ` +
      `the largest uncompressed one was ${largestIdentity} bytes.`,
  );

  // Back-end figures (issues 3 and 4): password hashing and login rate; money spends and refreshes.
  for (const bench of [benchAuth, benchMoney, benchRoutes]) {
    const table = await bench();
    printTable(table.title, table.headers, table.rows);
  }
  for (const table of await benchLoad()) printTable(table.title, table.headers, table.rows);
  await benchCampaignApi().then((table) => printTable(table.title, table.headers, table.rows)); // counter requests/s
  console.log(`Bench done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
