/**
 * Playwright's `test` for every fixture of this suite. A page's `goto`, when it waits for `load`
 * (the default), also waits until the apps have taken over any page the server drew. Until then
 * the server's markup and the app's hidden rendering of it are both in the document, so a locator
 * finds two of each, and a link tapped there loads a whole new document (as it should for a
 * reader, not for a test of what the apps do). A test of the moments before the take-over asks for
 * an earlier point: `waitUntil: 'domcontentloaded'` or `'commit'`. Pages without JavaScript are left
 * as they are: nothing takes over there.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** The mark of a slot the server drew (the gateway's `data-server-render`), gone once taken over. */
export const SERVED = 'data-server-render';
/** The shell's header and bottom navigation as the gateway drew them (every visitor's page). */
export const SERVED_CHROME = 'data-served-chrome';

/** Every drawing of the server on the page (its page, the chrome) has been taken over by its app. */
export const takenOver = (page: Page) =>
  expect(page.locator(`[${SERVED}],[${SERVED_CHROME}]`)).toHaveCount(0);

const ready = new WeakSet<Page>();

function gotoWaitsForTakeOver(page: Page): void {
  if (ready.has(page)) return;
  ready.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((options?.waitUntil ?? 'load') === 'load') await takenOver(page);
    return response;
  };
}

export const test = base.extend({
  // The pages of contexts a test opens itself (another viewport, a second player) too.
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options): Promise<BrowserContext> => {
        const context = await newContext(options);
        // Without JavaScript nothing takes over: the server's drawing is the page.
        if (options?.javaScriptEnabled !== false) context.on('page', gotoWaitsForTakeOver);
        return context;
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) gotoWaitsForTakeOver(page);
    await provide(page);
  },
});
