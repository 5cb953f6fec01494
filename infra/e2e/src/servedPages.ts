import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { recordLayoutShift } from './layoutShift';
import { SERVED } from './baseTest';

export { SERVED, SERVED_CHROME, takenOver } from './baseTest';

/**
 * The document at `url` once its server render drew `marker` (e.g. a test id only the API's answer
 * draws). A version's first render may run past the gateway's budget (that document is the plain
 * one); it finishes anyway and is reused for a few seconds, so the next request (or page) gets it.
 */
export async function servedDocument(
  request: APIRequestContext,
  url: string,
  marker = SERVED,
): Promise<string> {
  let html = '';
  await expect
    .poll(async () => {
      html = await (await request.get(url, { headers: { accept: 'text/html' } })).text();
      // The slot's attribute (the taps listener's script names it too).
      return html.includes(`${SERVED}=""`) && html.includes(marker);
    })
    .toBe(true);
  return html;
}

export interface ServedVisit {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions from the first byte on. */
  errors: string[];
  /** The document the page got. */
  served: string;
}

/**
 * A visitor's phone (360 px) opening `url`, its console errors and layout shifts recorded from the
 * start. With `hold`, the requests it matches (an app's files) wait until `release()`: the visit
 * returns once the document is parsed, with the server's drawing not yet taken over.
 */
export async function visitServed(
  browser: Browser,
  url: string,
  { hold }: { hold?: string | RegExp } = {},
): Promise<ServedVisit & { release: () => void }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().slice(0, 200));
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await recordLayoutShift(page);
  let release = () => {};
  if (hold) {
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(hold, async (route) => {
      await released;
      await route.continue();
    });
  }
  const response = await page.goto(url, hold ? { waitUntil: 'domcontentloaded' } : undefined);
  return { context, page, errors, served: (await response?.text()) ?? '', release };
}
