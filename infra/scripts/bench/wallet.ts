/**
 * Wallet routes bench, called by `npm run bench` while its portal runs:
 *   await benchWalletRoutes(portal.url);
 * In Chromium as the demo player, per route, median of BENCH_RUNS (default 3) fresh contexts:
 *   - /vip, reached from `/` through the MY VIP link (a client-side navigation, as a player does):
 *     the JS requests and brotli bytes on the wire beyond what `/` loaded, and the time from the
 *     click to the VIP rank card visible;
 *   - /topup, opened with a full page load after `/` (000 §2): the JS requests and bytes the
 *     browser still had to fetch (transferSize > 0; `/`'s shared files come from its cache).
 * Budget: 35 KB brotli of a route's own JS beyond `/`. A report, no assertions.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { encodePassword, TOKEN_COOKIE, USER_ID_COOKIE } from '@portal/contracts';
import { chromiumLaunchOptions } from '../../e2e/src/chromium';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_BYTES = 35 * 1024;

interface WalletRouteLoad {
  jsRequests: number;
  jsBytes: number;
  /** Click (or navigation start) to the route's marker visible. */
  visibleMs: number;
}

async function demoSession(baseUrl: string): Promise<{ token: string; userId: number }> {
  const response = await fetch(`${baseUrl}/api/public/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@player.test', password: encodePassword('demo1234') }),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string; userId: number } }).data;
}

/** JS resource entries of the page so far, by URL. */
const jsEntries = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({
        name: entry.name,
        transferSize: entry.transferSize,
        encodedBodySize: entry.encodedBodySize,
      })),
  );

async function signedInPage(browser: Browser, baseUrl: string, session: { token: string; userId: number }) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addCookies([
    { name: TOKEN_COOKIE, value: session.token, url: baseUrl },
    { name: USER_ID_COOKIE, value: String(session.userId), url: baseUrl },
  ]);
  // No first-visit guided tour in the way of the clicks.
  await context.addInitScript(() => window.sessionStorage.setItem('portal.help.tour-auto-started', '1'));
  return { context, page: await context.newPage() };
}

async function loadHome(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/hub`);
  await page.waitForLoadState('networkidle');
}

/** `/` then MY VIP: what the client-side navigation to /vip adds, and when the rank card shows. */
async function vipLoad(
  browser: Browser,
  baseUrl: string,
  session: { token: string; userId: number },
): Promise<WalletRouteLoad> {
  const { context, page } = await signedInPage(browser, baseUrl, session);
  try {
    await loadHome(page, baseUrl);
    const before = new Set((await jsEntries(page)).map((entry) => entry.name));
    const clicked = Date.now();
    await page.getByTestId('bottom-nav').getByRole('link', { name: 'MY VIP' }).click();
    await page.getByTestId('vip-rank-card').waitFor({ state: 'visible', timeout: 30_000 });
    const visibleMs = Date.now() - clicked;
    await page.waitForLoadState('networkidle');
    const added = (await jsEntries(page)).filter((entry) => !before.has(entry.name));
    return {
      jsRequests: added.length,
      jsBytes: added.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      visibleMs,
    };
  } finally {
    await context.close();
  }
}

/** `/` then a full page load of /topup: the JS the browser did not have in its cache. */
async function topupLoad(
  browser: Browser,
  baseUrl: string,
  session: { token: string; userId: number },
): Promise<WalletRouteLoad> {
  const { context, page } = await signedInPage(browser, baseUrl, session);
  try {
    await loadHome(page, baseUrl);
    const started = Date.now();
    await page.goto(`${baseUrl}/topup`);
    await page
      .getByTestId('topup-packages')
      .getByRole('link')
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 });
    const visibleMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const fetched = (await jsEntries(page)).filter((entry) => entry.transferSize > 0);
    return {
      jsRequests: fetched.length,
      jsBytes: fetched.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      visibleMs,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchWalletRoutes(baseUrl: string): Promise<void> {
  const session = await demoSession(baseUrl);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: string[][] = [];
  try {
    for (const [route, measure, marker] of [
      ['/vip (MY VIP from /)', vipLoad, 'rank card'],
      ['/topup (page load after /)', topupLoad, 'packages'],
    ] as const) {
      const loads: WalletRouteLoad[] = [];
      for (let run = 0; run < RUNS; run++) loads.push(await measure(browser, baseUrl, session));
      const bytes = median(loads.map((load) => load.jsBytes));
      rows.push([
        route,
        String(median(loads.map((load) => load.jsRequests))),
        kb(bytes),
        bytes <= BUDGET_BYTES ? 'within 35 KB' : `OVER by ${kb(bytes - BUDGET_BYTES)}`,
        `${Math.round(median(loads.map((load) => load.visibleMs)))} ms to the ${marker}`,
      ]);
    }
  } finally {
    await browser.close();
  }
  const headers = ['route', 'JS requests beyond /', 'JS on the wire', 'budget', 'visible'];
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  console.log(`\nWallet routes as the demo player, median of ${RUNS}`);
  for (const row of [headers, widths.map((width) => '-'.repeat(width)), ...rows]) {
    console.log(
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  '),
    );
  }
}

if (require.main === module) {
  const url = process.argv[2];
  if (!url) {
    console.error('usage: npx tsx infra/scripts/bench/wallet.ts <portal url>');
    process.exit(1);
  }
  benchWalletRoutes(url).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
