/**
 * Campaign landing bench (issue 13), called by `npm run bench` with the portal it started:
 * the Ash Echoes landing opened cold at 360×740 (a phone), without scrolling: the JavaScript and
 * image bytes on the wire (encoded sizes from Resource Timing) once the network is idle. Sections
 * below the fold load their code and images only when the reader nears them, so this is what a
 * visitor pays before scrolling. BENCH_RUNS (default 3) cold loads, the median reported.
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/src/chromium';
import type { BenchTable } from './money';

const LANDING = '/games/official/ash_echoes';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface LandingLoad {
  jsBytes: number;
  jsRequests: number;
  imageBytes: number;
  imageRequests: number;
}

async function loadLanding(browser: Browser, url: string): Promise<LandingLoad> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.getByTestId('pre-registration-total').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = entries.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      const images = entries.filter((entry) => /\.(svg|webp|png|jpe?g|avif)$/.test(new URL(entry.name).pathname));
      const bytes = (list: PerformanceResourceTiming[]) => list.reduce((sum, entry) => sum + entry.encodedBodySize, 0);
      return {
        jsBytes: bytes(scripts),
        jsRequests: scripts.length,
        imageBytes: bytes(images),
        imageRequests: images.length,
      };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchCampaignLanding(baseUrl: string): Promise<BenchTable> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await loadLanding(browser, baseUrl + LANDING); // warm the gateway, not the browser
    const loads: LandingLoad[] = [];
    for (let run = 0; run < RUNS; run++) loads.push(await loadLanding(browser, baseUrl + LANDING));
    return {
      title: `Ash Echoes landing at 360×740, cold, before scrolling (median of ${RUNS})`,
      headers: ['JS requests', 'JS on the wire', 'image requests', 'image bytes'],
      rows: [
        [
          String(median(loads.map((load) => load.jsRequests))),
          kb(median(loads.map((load) => load.jsBytes))),
          String(median(loads.map((load) => load.imageRequests))),
          kb(median(loads.map((load) => load.imageBytes))),
        ],
      ],
    };
  } finally {
    await browser.close();
  }
}
