/**
 * Layout shift budget on every page of the route table (the shell's and every live remote's, from
 * the registry; `src/experiencePages.ts`) at 360 px, as a visitor (every page that is not
 * protected) and signed in (every page that is not for visitors only): one page per group, reached
 * by client-side navigation the way a player moves through the portal, so each remote's chunks,
 * texts and data arrive while the page is on screen. Each page's shifts (Layout Instability API,
 * not caused by input) from the navigation until the network is quiet add up to at most 0.02; a
 * failure names the elements that moved.
 */
import type { Page } from '@playwright/test';
import { expect, navigateClientSide, test } from '../src/fixtures';
import { portalPages, type PortalPage } from '../src/experiencePages';
import { DEMO_PLAYER, giveSessionTo, signInThroughApi } from '../src/shellSession';

const MAX_CLS = 0.02;
const QUIET_MS = 500;

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift not caused by input, with the elements that moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const name = (node: Node | null) => {
      const element = node as Element | null;
      if (!element?.tagName) return node?.nodeName ?? '?';
      const testId = element.getAttribute('data-testid');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ''}> "${text}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[])
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => name(s.node)) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const takeShifts = (page: Page) =>
  page.evaluate(() => {
    const shifts = (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts;
    return shifts.splice(0, shifts.length);
  });

/** Resolves once no request has been in flight for QUIET_MS (the page's data, chunks and images are in). */
function networkQuiet(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const start = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return () =>
    expect
      .poll(() => inFlight === 0 && Date.now() - lastChange >= QUIET_MS, {
        timeout: 20_000,
        intervals: [100],
      })
      .toBe(true)
      // A page holding a long request open (a chat stream) is measured at the timeout instead.
      .catch(() => undefined);
}

async function measureAll(page: Page, pages: readonly PortalPage[]) {
  const quiet = networkQuiet(page);
  const problems: string[] = [];
  for (const target of pages) {
    // Nothing keeps focus from the page before: the new page's heading takes it once it renders.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await takeShifts(page);
    await navigateClientSide(page, target.path);
    // Rendered when its heading takes focus (experience-navigation.spec.ts asserts that it does).
    await page
      .locator('main h1:focus')
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    await quiet();
    const shifts: Shift[] = await takeShifts(page);
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    if (cls > MAX_CLS) {
      const moved = [...new Set(shifts.flatMap((shift) => shift.sources))].slice(0, 4).join(', ');
      problems.push(`${target.path} (${target.app}): CLS ${cls.toFixed(3)}, moved ${moved}`);
    }
  }
  return problems;
}

test.describe('layout shift on every page at 360 px', () => {
  test.describe.configure({ timeout: 600_000 });

  test(`as a visitor, every page that is not protected stays at most ${MAX_CLS}`, async ({
    browser,
    request,
  }) => {
    const pages = (await portalPages(request)).filter((p) => !p.protected);
    expect(pages.length).toBeGreaterThan(15);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await recordShifts(page);
    await page.goto('/games');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await measureAll(page, pages)).toEqual([]);
    await context.close();
  });

  test(`signed in, every page that is not for visitors only stays at most ${MAX_CLS}`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const pages = (await portalPages(request)).filter((p) => !p.signedOut);
    expect(pages.length).toBeGreaterThan(15);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await giveSessionTo(
      context,
      baseURL!,
      await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password),
    );
    const page = await context.newPage();
    await recordShifts(page);
    await page.goto('/games');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await measureAll(page, pages)).toEqual([]);
    await context.close();
  });
});
