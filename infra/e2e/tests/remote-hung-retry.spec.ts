/**
 * A remote that hangs (its manifest, then its entry script, never answering) shows its fallback with
 * Retry; once it answers again, Retry renders the remote's page even though the hung request is still
 * pending, and no slot of the page is left blank. Each of the six remotes, on the shared portal:
 * the hang is the page's own routing, nobody else sees it.
 */
import type { Page, Route } from '@playwright/test';
import { expect, expectRemotePage, test } from '../src/fixtures';
import { remotePages, slotSelector, type RemotePage } from '../src/pages';

/** What the load timeout is while a part hangs: the fallback comes quickly, the run stays short. */
const HUNG_TIMEOUT_MS = 1500;
const TIMEOUT_META = 'portal-remote-timeout-ms';
const parts = ['mf-manifest.json', 'remoteEntry.js'] as const;
type Part = (typeof parts)[number];

/** A deployed remote's file, first load or a Retry's cache-busted one (`?portal-retry=N`). */
const isPart = (remote: RemotePage, part: Part) => (url: URL) =>
  url.pathname.startsWith(`/remotes/${remote.app}/`) && url.pathname.endsWith(`/${part}`);

/** The page's document with a short remote load timeout (the meta the gateway or a test may set). */
async function shortLoadTimeout(page: Page, remote: RemotePage) {
  await page.route(
    (url) => url.pathname === remote.path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      const html = (await response.text()).replace(
        '<head>',
        `<head><meta name="${TIMEOUT_META}" content="${HUNG_TIMEOUT_MS}" />`,
      );
      expect(html, 'the document has a <head> to take the meta').toContain(TIMEOUT_META);
      await route.fulfill({ response, headers, body: html });
    },
  );
}

/** Every remote slot the page has mounted holds something: its page or its fallback. */
async function expectNoBlankSlot(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('#remote-outlet > section')]
          .filter((slot) => slot.childElementCount === 0 && !slot.hidden && slot.offsetParent !== null)
          .map((slot) => slot.id),
      ),
    )
    .toEqual([]);
}

async function hangThenRetry(page: Page, remote: RemotePage, part: Part) {
  const held: Route[] = [];
  const matches = isPart(remote, part);
  await page.route(matches, (route) => {
    held.push(route); // never answered: the request stays pending, like a hung upstream
  });
  // Not `load`: the entry's script tag waits on the held request, and `load` waits on it too
  // whenever the page's boot is still fetching scripts or the served hero art when the tag is added
  // (a race, lost more often on a served page); a player waits for the page, not the tab spinner.
  await page.goto(remote.path, { waitUntil: 'domcontentloaded' });
  const fallback = page.locator(`${slotSelector(remote.app)} [data-fallback-for="${remote.app}"]`);
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(held.length, `${part} was asked for and held`).toBeGreaterThan(0);
  await expectNoBlankSlot(page);

  // The remote answers again; the held request is still pending. Retry gets the default load time.
  await page.unroute(matches);
  await page.evaluate((name) => document.querySelector(`meta[name="${name}"]`)?.remove(), TIMEOUT_META);
  const fresh = page.waitForRequest(
    (request) => matches(new URL(request.url())) && /[?&]portal-retry=\d+/.test(request.url()),
  );
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await fresh;
  await expectRemotePage(page, remote);
  await expect(page.locator(`${slotSelector(remote.app)} [data-fallback-for]`)).toHaveCount(0);
  await expectNoBlankSlot(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

for (const remote of remotePages) {
  test(`${remote.app} hung (manifest, then entry), then Retry renders ${remote.path}`, async ({ page }) => {
    for (const part of parts) {
      await test.step(`${part} hung`, async () => {
        await shortLoadTimeout(page, remote);
        await hangThenRetry(page, remote, part);
      });
    }
  });
}
