/**
 * Navigation a screen reader can follow: every page of the route table (the shell's and
 * every remote's, from the live registry) gets its own "Page — Player Portal" title at 360 and
 * 1280 px; after each client-side navigation the new page's h1 has focus and the live region names
 * it; nothing overflows sideways at 320 px.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, navigateClientSide, test } from '../src/fixtures';
import { portalPages, type PortalPage } from '../src/experiencePages';
import { DEMO_PLAYER, giveSessionTo, signInThroughApi } from '../src/shellSession';

/**
 * The shell's `portalName` per `<html lang>`: a page may switch the whole portal's language (the
 * Vietnamese landing `/vn` does), and the pages after it are read in that language.
 */
const PORTAL_NAMES: Record<string, string> = {
  en: 'Player Portal',
  vi: 'Cổng người chơi',
  th: 'Player Portal',
  id: 'Player Portal',
};
const SEPARATOR = ' — ';

interface Visit {
  path: string;
  title: string;
  overflow?: number;
}

interface Problem {
  path: string;
  problem: string;
}

/**
 * Client-side navigation to each page in turn; the focused h1 names the page. Every page is
 * visited even when one fails: the test lists all problems at the end.
 */
async function visitAll(
  page: Page,
  pages: readonly PortalPage[],
  problems: Problem[],
  checkOverflowAt?: number,
): Promise<Visit[]> {
  const visits: Visit[] = [];
  const width = page.viewportSize()!.width;
  for (const target of pages) {
    // Nothing keeps focus from the page before: only the new page's heading can take it.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await navigateClientSide(page, target.path);
    const focused = page.locator('main h1:focus');
    const tookFocus = await focused
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (!tookFocus) {
      problems.push({ path: target.path, problem: 'no h1 took focus (the page has no visible h1 in main)' });
      await page.waitForLoadState('networkidle');
    } else {
      const heading = (await focused.textContent())?.replace(/\s+/g, ' ').trim() ?? '';
      // A page that switches the portal's language (/vn) renames the portal in its title a moment
      // after its heading takes focus: the title has a few seconds to agree with <html lang>.
      const namesPage = async () => {
        const title = await page.title();
        const portalName = PORTAL_NAMES[await page.evaluate(() => document.documentElement.lang)] ?? '?';
        return title.endsWith(`${SEPARATOR}${portalName}`) && title.startsWith(heading);
      };
      const agreed = await expect
        .poll(namesPage, { timeout: 5000 })
        .toBe(true)
        .then(() => true)
        .catch(() => false);
      const title = await page.title();
      if (!agreed)
        problems.push({
          path: target.path,
          problem: `title "${title}" does not name the heading "${heading}"`,
        });
      const announced = (await page.getByTestId('page-announcer').textContent()) ?? '';
      if (!announced.includes(title.split(SEPARATOR)[0]!))
        problems.push({ path: target.path, problem: `announcement "${announced}" does not name the page` });
      visits.push({ path: target.path, title });
    }
    if (checkOverflowAt) {
      await page.setViewportSize({ width: checkOverflowAt, height: 740 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0)
        problems.push({ path: target.path, problem: `${overflow} px wider than ${checkOverflowAt} px` });
      await page.setViewportSize({ width, height: 740 });
    }
  }
  return visits;
}

async function signIn(
  context: BrowserContext,
  request: Parameters<typeof signInThroughApi>[0],
  baseURL: string,
) {
  await giveSessionTo(
    context,
    baseURL,
    await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password),
  );
}

function sharedTitles(visits: readonly Visit[]): Problem[] {
  const byTitle = new Map<string, string[]>();
  for (const visit of visits) byTitle.set(visit.title, [...(byTitle.get(visit.title) ?? []), visit.path]);
  return [...byTitle]
    .filter(([, paths]) => paths.length > 1)
    .map(([title, paths]) => ({ path: paths.join(', '), problem: `share the title "${title}"` }));
}

for (const width of [360, 1280]) {
  test(`every page of the route table has its own title and focused heading at ${width} px${
    width === 360 ? ', no overflow at 320 px' : ''
  }`, async ({ browser, request, baseURL }) => {
    test.setTimeout(600_000);
    const pages = await portalPages(request);
    expect(pages.length).toBeGreaterThan(30);
    const overflowAt = width === 360 ? 320 : undefined;

    const visitor = await browser.newContext({ viewport: { width, height: 740 } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/games');
    await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible();
    const problems: Problem[] = [];
    const visitorVisits = await visitAll(
      visitorPage,
      pages.filter((p) => p.signedOut),
      problems,
      overflowAt,
    );
    await visitor.close();

    const player = await browser.newContext({ viewport: { width, height: 740 } });
    await signIn(player, request, baseURL!);
    const playerPage = await player.newPage();
    await playerPage.goto('/games');
    await expect(playerPage.getByRole('heading', { level: 1 })).toBeVisible();
    const playerVisits = await visitAll(
      playerPage,
      pages.filter((p) => !p.signedOut),
      problems,
      overflowAt,
    );
    await player.close();

    const visits = [...visitorVisits, ...playerVisits];
    expect(visits.length).toBeGreaterThan(30);
    expect([...problems, ...sharedTitles(visits)]).toEqual([]);
  });
}

test('the title follows the language: Vietnamese page names with the Vietnamese portal name', async ({
  page,
}) => {
  await page.goto('/games?lang=vn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trò chơi');
  await expect(page).toHaveTitle('Trò chơi — Cổng người chơi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});
