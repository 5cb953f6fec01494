import type { BrowserContext, Page } from '@playwright/test';

interface ShiftTotal {
  cls: number;
}

/** From the first paint of every page `target` opens, sums each layout shift not caused by input. */
export async function recordLayoutShift(target: BrowserContext | Page) {
  await target.addInitScript(() => {
    const total = { cls: 0 };
    (window as unknown as { __layoutShift: ShiftTotal }).__layoutShift = total;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) total.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shift so far (recordLayoutShift must have run before it loaded). */
export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShift: ShiftTotal }).__layoutShift.cls);
