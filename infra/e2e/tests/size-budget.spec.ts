import { brotliCompressSync, constants } from 'node:zlib';
import { expect, test } from '../src/fixtures';
import { DEMO_PLAYERS } from '../../api/src/users/seed';

/**
 * The JavaScript budget of the entry pages, in deterministic bytes: for each entry page, the set of JS
 * files a visitor's cold load requests (recorded in Chromium, whatever chunk names the builds
 * gave them, so new screens count without editing this file), each file's production bytes
 * compressed with brotli at quality 11 (what the gateway precompresses), summed. No timings.
 */
// The goal: `/` at most 160 KB, every other entry page at most 190 KB, at most 15 JS requests each.
const BOOT_GOAL = 160 * 1024;
const ROUTE_GOAL = 190 * 1024;
const REQUESTS_GOAL = 15;

/**
 * What the suite enforces until the goal is reached: a ceiling a little above what each page loads
 * today (measured on the merged build), so that no change makes a page heavier unnoticed. Lower
 * these as levers land; the report prints the gap to the goal on every run.
 */
const budgetPages = [
  { path: '/', goal: BOOT_GOAL, ceiling: 172 * 1024, maxRequests: 6 },
  { path: '/login', goal: ROUTE_GOAL, ceiling: 216 * 1024, maxRequests: 10 },
  { path: '/games/official/ash_echoes', goal: ROUTE_GOAL, ceiling: 228 * 1024, maxRequests: 13 },
  { path: '/vip/details', goal: ROUTE_GOAL, ceiling: 201 * 1024, maxRequests: 11 },
  { path: `/profiles/${DEMO_PLAYERS[0].slug}`, goal: ROUTE_GOAL, ceiling: 211 * 1024, maxRequests: 11 },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test.use({ viewport: { width: 360, height: 740 } });
// A cold load on a busy 2-core machine; the budget is in bytes, never in time.
test.describe.configure({ timeout: 120_000 });

for (const { path, goal, ceiling, maxRequests } of budgetPages) {
  test(`${path} stays within ${kb(ceiling)} of brotli JS in at most ${maxRequests} requests`, async ({
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
      `${path}: ${kb(total)} brotli JS in ${files.length} requests (ceiling ${kb(ceiling)}, ${maxRequests} requests; goal ${kb(goal)}, ${REQUESTS_GOAL} requests); largest:`,
      ...files.slice(0, 8).map((file) => `  ${kb(file.brotli).padStart(9)}  ${file.file}`),
    ].join('\n');
    console.log(report);

    expect(total, report).toBeLessThanOrEqual(ceiling);
    expect(files.length, report).toBeLessThanOrEqual(maxRequests);
  });
}
