import { brotliCompressSync, constants } from 'node:zlib';
import { expect, test } from '../src/fixtures';
import { DEMO_PLAYERS } from '../../api/src/users/seed';

/**
 * The JavaScript budget of issue 15, in deterministic bytes: for each entry page, the set of JS
 * files a visitor's cold load requests (recorded in Chromium, whatever chunk names the builds
 * gave them, so new screens count without editing this file), each file's production bytes
 * compressed with brotli at quality 11 (what the gateway precompresses), summed. No timings.
 */
const BOOT_BUDGET = 160 * 1024;
const ROUTE_BUDGET = 190 * 1024;
const MAX_JS_REQUESTS = 15;

const budgetPages = [
  { path: '/', budget: BOOT_BUDGET },
  { path: '/login', budget: ROUTE_BUDGET },
  { path: '/games/official/ash_echoes', budget: ROUTE_BUDGET },
  { path: '/vip/details', budget: ROUTE_BUDGET },
  { path: `/profiles/${DEMO_PLAYERS[0].slug}`, budget: ROUTE_BUDGET },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test.use({ viewport: { width: 360, height: 740 } });
// A cold load on a busy 2-core machine; the budget is in bytes, never in time.
test.describe.configure({ timeout: 120_000 });

for (const { path, budget } of budgetPages) {
  test(`${path} stays within ${kb(budget)} of brotli JS in at most ${MAX_JS_REQUESTS} requests`, async ({
    page,
    request,
  }) => {
    const scripts = new Set<string>();
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.add(sent.url());
    });
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    const files = await Promise.all(
      [...scripts].map(async (url) => {
        const body = await (await request.get(url)).body();
        const brotli = brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }).length;
        return { file: new URL(url).pathname, brotli };
      }),
    );
    files.sort((a, b) => b.brotli - a.brotli);
    const total = files.reduce((sum, file) => sum + file.brotli, 0);
    const report = [
      `${path}: ${kb(total)} brotli JS in ${files.length} requests (budget ${kb(budget)}, ${MAX_JS_REQUESTS} requests); largest:`,
      ...files.slice(0, 8).map((file) => `  ${kb(file.brotli).padStart(9)}  ${file.file}`),
    ].join('\n');
    console.log(report);

    expect(total, report).toBeLessThanOrEqual(budget);
    expect(files.length, report).toBeLessThanOrEqual(MAX_JS_REQUESTS);
  });
}
