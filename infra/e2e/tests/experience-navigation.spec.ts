/**
 * Issue 17, navigation a screen reader can follow: every page of the route table (the shell's and
 * every remote's, from the live registry) gets its own "Page — Player Portal" title at 360 and
 * 1280 px; after each client-side navigation the new page's h1 has focus and the live region names
 * it; nothing overflows sideways at 320 px.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, navigateClientSide, test } from '../src/fixtures';
import { portalPages, type PortalPage } from '../src/experiencePages';
import { DEMO_PLAYER, giveSessionTo, signInThroughApi, skipAutoTour } from '../src/shellSession';

const PORTAL_NAME = 'Player Portal';
const SEPARATOR = ' — ';

interface Visit {
  path: string;
  title: string;
  overflow?: number;
}

/** Client-side navigation to each page in turn; the focused h1 names the page. */
async function visitAll(
  page: Page,
  pages: readonly PortalPage[],
  checkOverflowAt?: number,
): Promise<Visit[]> {
  const visits: Visit[] = [];
  const width = page.viewportSize()!.width;
  for (const target of pages) {
    // Nothing keeps focus from the page before: only the new page's heading can take it.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await navigateClientSide(page, target.path);
    const focused = page.locator('main h1:focus');
    await expect(focused, `${target.path}: its h1 takes focus`).toHaveCount(1, { timeout: 15_000 });
    const heading = (await focused.textContent())?.replace(/\s+/g, ' ').trim() ?? '';
    const title = await page.title();
    expect(title, `${target.path}: "Page — Portal name"`).toMatch(
      new RegExp(`^.+${SEPARATOR}${PORTAL_NAME}$`),
    );
    expect(title.startsWith(heading) || heading.length === 0, `${target.path}: title names the heading`).toBe(
      true,
    );
    await expect(page.getByTestId('page-announcer')).toContainText(title.split(SEPARATOR)[0]!);
    const visit: Visit = { path: target.path, title };
    if (checkOverflowAt) {
      await page.setViewportSize({ width: checkOverflowAt, height: 740 });
      visit.overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await page.setViewportSize({ width, height: 740 });
    }
    visits.push(visit);
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

function expectUniqueTitles(visits: readonly Visit[]) {
  const byTitle = new Map<string, string[]>();
  for (const visit of visits) byTitle.set(visit.title, [...(byTitle.get(visit.title) ?? []), visit.path]);
  const shared = [...byTitle].filter(([, paths]) => paths.length > 1);
  expect(shared, 'pages sharing a title').toEqual([]);
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
    const visitorVisits = await visitAll(
      visitorPage,
      pages.filter((p) => p.signedOut),
      overflowAt,
    );
    await visitor.close();

    const player = await browser.newContext({ viewport: { width, height: 740 } });
    await signIn(player, request, baseURL!);
    await skipAutoTour(player);
    const playerPage = await player.newPage();
    await playerPage.goto('/games');
    await expect(playerPage.getByRole('heading', { level: 1 })).toBeVisible();
    const playerVisits = await visitAll(
      playerPage,
      pages.filter((p) => !p.signedOut),
      overflowAt,
    );
    await player.close();

    const visits = [...visitorVisits, ...playerVisits];
    expectUniqueTitles(visits);
    if (overflowAt) {
      const overflowing = visits.filter((visit) => (visit.overflow ?? 0) > 0);
      expect(overflowing, `pages wider than ${overflowAt} px`).toEqual([]);
    }
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
