/**
 * A page ready to be looked at: its h1 took focus (the shell focuses it after an in-app navigation,
 * once the owning app drew it), its requests ended, images and fonts are drawn and finite animations
 * ended.
 */
import type { Page } from '@playwright/test';

const HEADING_FOCUS_MS = 20_000;
/** The network counts as quiet after this long with no request in flight, waited for at most NETWORK_WAIT_MS. */
const NETWORK_QUIET_MS = 500;
const NETWORK_WAIT_MS = 8_000;
const ANIMATIONS_MS = 5_000;
const MAX_SCROLL_STEPS = 30;

/** Waits for the focused h1; false when none took focus in time (the sheet marks such a shot). */
export async function headingFocused(page: Page): Promise<boolean> {
  return page
    .waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, {
      timeout: HEADING_FOCUS_MS,
    })
    .then(
      () => true,
      () => false,
    );
}

/** Scrolls down a screen at a time so lazily drawn sections load, then back to the top. */
async function revealLazySections(page: Page): Promise<void> {
  for (let step = 0; step < MAX_SCROLL_STEPS; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(150);
    if (atBottom) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** `wholePage`: the sections further down are drawn too, for a full-page shot. */
/**
 * Requests in flight on the page. Playwright's 'networkidle' load state is reached once per
 * document, so after an in-app navigation it answers at once; this follows every request instead.
 */
export function watchNetwork(page: Page): { quiet(): Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    async quiet() {
      const deadline = Date.now() + NETWORK_WAIT_MS;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < NETWORK_QUIET_MS))
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}

export async function settle(
  page: Page,
  network: { quiet(): Promise<void> },
  { wholePage }: { wholePage: boolean },
): Promise<void> {
  await network.quiet();
  if (wholePage) {
    await revealLazySections(page);
    await network.quiet();
  }
  await page.evaluate(async (limitMs) => {
    // Infinite animations (spinners, shimmer) never finish; the screenshot stops them instead.
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.all([
        document.fonts.ready,
        ...Array.from(document.images, (image) => image.decode().catch(() => undefined)),
        ...finite.map((animation) => animation.finished.catch(() => undefined)),
      ]),
      new Promise((resolve) => setTimeout(resolve, limitMs)),
    ]);
  }, ANIMATIONS_MS);
}
