/**
 * Every visitor's page arrives with the shell's header and bottom navigation drawn by the gateway
 * (the shell's `renderChrome`): readable and usable without JavaScript, in the page's language,
 * with the page's destination marked. With JavaScript the shell's own replace them without a change
 * a reader could see, and a tap on a drawn button before then is not lost.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { watchCspViolations } from '../src/cspViolations';
import { layoutShift } from '../src/layoutShift';
import { SERVED_CHROME, takenOver, visitServed } from '../src/servedPages';

const VIP = '/vip/details';
/** The element the gateway drew as `part` ("header" or "bottom"), up to the end of its `tag`. */
function drawnPart(html: string, part: string, tag: string): string {
  const start = html.indexOf(`<div ${SERVED_CHROME}="${part}">`);
  return start === -1 ? '' : html.slice(start, html.indexOf(`</${tag}>`, start));
}

/**
 * The document at `url` once the chrome is drawn in it: a render thread's first render may run past
 * the gateway's budget (that document keeps the skeletons); it is reused for the next request.
 */
async function chromeDocument(request: APIRequestContext, url: string): Promise<string> {
  let html = '';
  await expect
    .poll(async () => {
      html = await (await request.get(url, { headers: { accept: 'text/html' } })).text();
      return html.includes(`<div ${SERVED_CHROME}="header">`);
    })
    .toBe(true);
  return html;
}

/** The header and the bottom navigation as a reader sees them: boxes, names, the marked destination. */
const chromeAsSeen = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      return rect && [rect.x, rect.y, rect.width, rect.height].map(Math.round);
    };
    const names = (selector: string) =>
      [...document.querySelectorAll(selector)].map(
        (element) => element.getAttribute('aria-label') ?? element.textContent?.trim(),
      );
    return {
      header: box('[data-testid="shell-header"]'),
      bottom: box('[data-testid="bottom-nav"]'),
      buttons: names('[data-testid="shell-header"] button, [data-testid="shell-header"] select'),
      links: names('[data-testid="bottom-nav"] a'),
      marked: names('[data-testid="bottom-nav"] a[aria-current="page"]'),
    };
  });

test.describe("the shell's chrome drawn by the gateway", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a plain request finds the header and the navigation in the page's language, the page's destination marked", async ({
    request,
  }) => {
    const html = await chromeDocument(request, `${VIP}?lang=vn`);
    const header = drawnPart(html, 'header', 'header');
    expect(header).toMatch(/^<div [^>]+><header[^>]* data-testid="shell-header"/);
    expect(header).toContain('aria-label="Mở menu"');
    const bottom = drawnPart(html, 'bottom', 'nav');
    expect(bottom).toContain('TRANG CHỦ');
    expect(bottom).toMatch(/<a aria-current="page"[^>]* href="\/vip\/details"/);
    expect(html).not.toContain('class="boot-header"');

    // A signed-in player's pages differ from a visitor's: they keep the document's skeleton.
    const signedIn = await (
      await request.get(VIP, { headers: { accept: 'text/html', cookie: 'portal_token=someone' } })
    ).text();
    expect(signedIn).toContain('class="boot-header"');
    expect(signedIn).not.toContain(SERVED_CHROME);
  });

  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    test(`without JavaScript at ${width} px the header and the navigation show, styled, and link to real pages`, async ({
      browser,
      request,
    }) => {
      await chromeDocument(request, '/games');
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height } });
      const page = await context.newPage();
      const refused = watchCspViolations(page, () => '/games');
      await page.goto('/games');
      await expect(page.getByTestId('shell-header')).toHaveCSS('height', '56px');
      await expect(page.getByTestId('shell-header')).toHaveCSS('position', 'sticky');
      const nav = page.getByTestId(width < 768 ? 'bottom-nav' : 'top-nav');
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link', { name: 'GAMES' })).toHaveAttribute('aria-current', 'page');
      await nav.getByRole('link', { name: 'MY VIP' }).click();
      await expect(page).toHaveURL(/\/vip\/details$/);
      await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
      expect(refused).toEqual([]);
      await context.close();
    });
  }

  test('with JavaScript the shell takes the chrome over unchanged, and a tap on the drawn burger opens its menu', async ({
    browser,
    request,
  }) => {
    await chromeDocument(request, VIP);
    // The shell's entry script waits until the drawn chrome has been looked at and tapped.
    const { context, page, errors, release } = await visitServed(browser, VIP, {
      hold: /\/main\.[0-9a-f]+\.js$/,
    });
    await expect(page.locator(`[${SERVED_CHROME}]`)).toHaveCount(2);
    const drawn = await chromeAsSeen(page);
    expect(drawn.marked).toEqual(['MY VIP']);
    await page.getByTestId('burger').click();

    release();
    await takenOver(page);
    await expect(page.getByTestId('side-drawer')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('side-drawer')).toBeHidden();
    expect(await chromeAsSeen(page)).toEqual(drawn);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    await context.close();
  });
});
