/**
 * A page ready to be looked at: its h1 took focus (the shell focuses it after an in-app navigation,
 * once the owning app drew it), images and fonts arrived and finite animations ended.
 */
import type { Page } from '@playwright/test';

const HEADING_FOCUS_MS = 20_000;
const NETWORK_IDLE_MS = 5_000;
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
export async function settle(page: Page, { wholePage }: { wholePage: boolean }): Promise<void> {
  if (wholePage) await revealLazySections(page);
  await page.waitForLoadState('networkidle', { timeout: NETWORK_IDLE_MS }).catch(() => undefined);
  await page.evaluate(async (limitMs) => {
    // Infinite animations (spinners, shimmer) never finish; the screenshot stops them instead.
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.all([
        document.fonts.ready,
        ...finite.map((animation) => animation.finished.catch(() => undefined)),
      ]),
      new Promise((resolve) => setTimeout(resolve, limitMs)),
    ]);
  }, ANIMATIONS_MS);
}
