/**
 * A served page's data goes with it: the public API answers its server render read are in the
 * document, and the app taking the page over shows them without asking the API for them again.
 */
import { SERVED_ANSWERS_ELEMENT_ID } from '@portal/contracts';
import { test } from '../src/fixtures';
import { campaignExpect as expect, LANDING } from '../src/campaignPortal';
import { servedDocument, takenOver } from '../src/servedPages';

const BLOCK = new RegExp(`<script type="application/json" id="${SERVED_ANSWERS_ELEMENT_ID}">(.*?)</script>`);

/** Pages a visitor lands on, and a test id drawn only from the API's answer. */
const PAGES = [
  { path: '/', fromApi: 'carousel-slide' },
  { path: '/vip/details', fromApi: 'vip-how-xp' },
  { path: LANDING, fromApi: 'launch-date' },
];

test.describe("a served page's data", () => {
  test.describe.configure({ timeout: 120_000 });

  for (const { path, fromApi } of PAGES) {
    test(`${path}: the take-over asks the API for none of the answers the document carried`, async ({
      browser,
      request,
    }) => {
      // The render drew the API's data; it is reused for a few seconds, so the page gets the same document.
      await servedDocument(request, path, `data-testid="${fromApi}"`);
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (sent) => {
        const url = new URL(sent.url());
        if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
      });
      const served = (await (await page.goto(path))?.text()) ?? '';
      const carried = Object.keys(JSON.parse(BLOCK.exec(served)?.[1] ?? '{}') as object);
      expect(carried.length).toBeGreaterThan(0);
      expect(carried.every((url) => url.startsWith('/api/public/'))).toBe(true);

      await takenOver(page);
      await expect(page.getByTestId(fromApi).first()).toBeVisible();
      expect(asked.filter((url) => carried.includes(url))).toEqual([]);
      await context.close();
    });
  }
});
