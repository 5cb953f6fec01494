/**
 * A Thai page the gateway draws paints its Thai letters in the portal's Thai web font without
 * JavaScript (the test browser has no Thai system font: without it they would be empty boxes), and
 * with JavaScript the shell registers no second copy: each font file is fetched once.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { watchCspViolations } from '../src/cspViolations';
import { SERVED, SERVED_CHROME } from '../src/servedPages';

const THAI_FAMILY = 'Noto Sans Thai';
const FONT_FILE = /\/assets\/noto-sans-thai-thai-\d{3}-normal\.[0-9a-f]{8}\.woff2$/;
const DRAWN_PAGES = ['/?lang=th', '/games/official/ash_echoes?lang=th'];

/** The fonts the browser painted the text of the elements `selector` finds with: glyphs per family, summed. */
async function paintedFonts(page: Page, selector: string): Promise<Record<string, number>> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await session.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  const painted: Record<string, number> = {};
  for (const nodeId of nodeIds) {
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of fonts) painted[font.familyName] = (painted[font.familyName] ?? 0) + font.glyphCount;
  }
  await session.detach();
  return painted;
}

/** The Thai faces the page's font set holds once its fonts are ready: declared by the document or by the shell. */
const thaiFaces = (page: Page) =>
  page.evaluate(async (family) => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === family)
      .map((face) => `${face.weight} ${face.status}`)
      .sort();
  }, THAI_FAMILY);

test.describe("a Thai page's script font", () => {
  test.describe.configure({ timeout: 120_000 });

  for (const url of DRAWN_PAGES) {
    test(`without JavaScript ${url} paints its drawn Thai text in the Thai web font`, async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 360, height: 740 },
      });
      const page = await context.newPage();
      const refused = watchCspViolations(page, () => url);
      const fetched: string[] = [];
      page.on('requestfinished', (request) => {
        if (FONT_FILE.test(request.url())) fetched.push(request.url());
      });
      // A render thread's first render may run past the gateway's budget: the next document is drawn.
      await expect
        .poll(async () => {
          await page.goto(url);
          return page.locator(`[${SERVED_CHROME}="bottom"]`).count();
        })
        .toBe(1);
      // A face starts loading when laid-out text needs it, which may come after `fonts.ready` settled once.
      await expect.poll(() => thaiFaces(page)).toEqual(['400 loaded', '700 loaded']);
      // The drawn header and bottom navigation, and the drawn page.
      for (const selector of [`[${SERVED_CHROME}] *`, `[${SERVED}] *`]) {
        const painted = await paintedFonts(page, selector);
        expect(painted[THAI_FAMILY] ?? 0, `${selector}: ${JSON.stringify(painted)}`).toBeGreaterThan(0);
      }
      expect(fetched.length).toBeGreaterThan(0);
      expect(refused).toEqual([]);
      await context.close();
    });
  }

  test('with JavaScript the shell takes the declared font over: each file is fetched once', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const refused = watchCspViolations(page, () => '/?lang=th');
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (FONT_FILE.test(request.url())) fetched.push(request.url());
    });
    await page.goto('/?lang=th');
    await expect(page.getByTestId('bottom-nav').getByRole('link', { name: 'หน้าแรก' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Two faces, not four: the shell added none beside the document's.
    await expect.poll(() => thaiFaces(page)).toEqual(['400 loaded', '700 loaded']);
    expect(fetched.length).toBeGreaterThan(0);
    expect(new Set(fetched).size).toBe(fetched.length);
    expect(refused).toEqual([]);
    await context.close();
  });

  test('an English page declares no Thai font and fetches none', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (FONT_FILE.test(request.url())) fetched.push(request.url());
    });
    await page.goto('/?lang=en');
    expect(await page.locator('style[data-script-font]').count()).toBe(0);
    expect(await thaiFaces(page)).toEqual([]);
    expect(fetched).toEqual([]);
    await context.close();
  });
});
