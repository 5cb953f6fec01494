/**
 * Campaign landing bench, called by `npm run bench` with the portal it started:
 * the Ash Echoes landing opened cold at 360×740 (a phone), without scrolling: the JavaScript and
 * image bytes on the wire (encoded sizes from Resource Timing) once the network is idle. Sections
 * below the fold load their code and images only when the reader nears them, so this is what a
 * visitor pays before scrolling. Then the page is scrolled to its end, section by section, and the
 * image bytes counted again: the difference is what lazy loading kept off the first view.
 * BENCH_RUNS (default 3) cold loads, the median reported.
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
  /** After scrolling to the end: every section's images. */
  scrolledImageBytes: number;
  scrolledImageRequests: number;
}

/** JS and image bytes on the wire so far (Resource Timing's encoded sizes). */
function transferred() {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const scripts = entries.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
  const images = entries.filter((entry) => /\.(svg|webp|png|jpe?g|avif)$/.test(new URL(entry.name).pathname));
  const bytes = (list: PerformanceResourceTiming[]) =>
    list.reduce((sum, entry) => sum + entry.encodedBodySize, 0);
  return {
    jsBytes: bytes(scripts),
    jsRequests: scripts.length,
    imageBytes: bytes(images),
    imageRequests: images.length,
  };
}

async function loadLanding(browser: Browser, url: string): Promise<LandingLoad> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.getByTestId('pre-registration-total').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const first = await page.evaluate(transferred);
    // Scroll like a reader, a screen at a time, so every lazy section and image is asked for.
    for (let screen = 0; screen < 60; screen++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForLoadState('networkidle');
      if (atEnd) break;
    }
    const scrolled = await page.evaluate(transferred);
    return {
      ...first,
      scrolledImageBytes: scrolled.imageBytes,
      scrolledImageRequests: scrolled.imageRequests,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchCampaignLanding(baseUrl: string): Promise<BenchTable> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await loadLanding(browser, baseUrl + LANDING); // warm the gateway, not the browser
    const loads: LandingLoad[] = [];
    for (let run = 0; run < RUNS; run++) loads.push(await loadLanding(browser, baseUrl + LANDING));
    return {
      title: `Ash Echoes landing at 360×740, cold, before scrolling (median of ${RUNS})`,
      headers: [
        'JS requests',
        'JS on the wire',
        'image requests',
        'image bytes',
        'images after scrolling to the end',
      ],
      rows: [
        [
          String(median(loads.map((load) => load.jsRequests))),
          kb(median(loads.map((load) => load.jsBytes))),
          String(median(loads.map((load) => load.imageRequests))),
          kb(median(loads.map((load) => load.imageBytes))),
          `${median(loads.map((load) => load.scrolledImageRequests))} / ${kb(median(loads.map((load) => load.scrolledImageBytes)))}`,
        ],
      ],
    };
  } finally {
    await browser.close();
  }
}
