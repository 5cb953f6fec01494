import type { Page } from '@playwright/test';
import { expect, expectRemotePage, navigateClientSide, test } from '../../src/fixtures';
import { hideLiveManifest } from '../../src/deployState';
import { remotePage, slotSelector } from '../../src/pages';

const help = remotePage('mf-help');
const auth = remotePage('mf-auth');
const helpManifest = '**/remotes/mf-help/*/mf-manifest.json';
const helpEntry = '**/remotes/mf-help/*/remoteEntry.js';

// This file changes mf-help's deployment: a portal of its own, and one test at a time.
test.use({ ownDeployment: true });
test.describe.configure({ mode: 'serial' });

/** The player opens /tou while mf-help cannot load: the fallback, and the rest of the portal works. */
async function expectIsolatedFailure(page: Page, consoleErrors: string[]) {
  await page.goto(help.path);
  await page.evaluate(() => ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));

  const fallback = page.locator(`${slotSelector('mf-help')} [data-fallback-for="mf-help"]`);
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('heading', { name: help.heading })).toHaveCount(0);
  await expect
    .poll(() => consoleErrors.filter((line) => line.startsWith('[portal] remote "mf-help" failed:')))
    .not.toHaveLength(0);
  const recorded = await page.evaluate(
    () => (window as unknown as { __PORTAL__: { remoteErrors: { app: string }[] } }).__PORTAL__.remoteErrors,
  );
  expect(recorded.map((error) => error.app)).toContain('mf-help');
  expect(
    recorded.every((error) => error.app === 'mf-help'),
    'no other remote failed',
  ).toBe(true);

  // The shell around it still works…
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'GAMES' })
    .click();
  await expect(page.getByTestId('games-page')).toBeVisible();
  await expect(page.getByTestId('games-page').getByRole('heading', { level: 1 })).toHaveText('Games');
  // …and so does another remote.
  await navigateClientSide(page, auth.path);
  await expectRemotePage(page, auth);

  // Back on /tou the fallback is still there, waiting for a Retry.
  await navigateClientSide(page, help.path);
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  return fallback;
}

/** Retry (after the cause is gone) renders the page in place, without a full reload. */
async function expectRetryRecovers(page: Page, fallback: ReturnType<Page['locator']>) {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expectRemotePage(page, help);
  await expect(page.locator(`${slotSelector('mf-help')} [data-fallback-for]`)).toHaveCount(0);
  expect(documents, 'no document request').toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
}

test('mf-help manifest missing from the deploy folder (404): fallback, the rest works, Retry recovers', async ({
  page,
  portal,
  consoleErrors,
}) => {
  const restore = await hideLiveManifest(portal.deployDir, 'mf-help');
  try {
    const fallback = await expectIsolatedFailure(page, consoleErrors);
    await restore();
    await expectRetryRecovers(page, fallback);
  } finally {
    await restore();
  }
});

test('mf-help manifest answering 500: fallback, the rest works, Retry recovers', async ({
  page,
  consoleErrors,
}) => {
  await page.route(helpManifest, (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream exploded' }),
  );
  const fallback = await expectIsolatedFailure(page, consoleErrors);
  await page.unroute(helpManifest);
  await expectRetryRecovers(page, fallback);
});

test('mf-help remoteEntry.js connection reset: fallback, the rest works, Retry recovers', async ({
  page,
  consoleErrors,
}) => {
  await page.route(helpEntry, (route) => route.abort('connectionreset'));
  const fallback = await expectIsolatedFailure(page, consoleErrors);
  await page.unroute(helpEntry);
  await expectRetryRecovers(page, fallback);
});

test('mf-help manifest that never answers: the request times out, then fallback and Retry', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // Held until the test ends: the portal's own timeout (8 s per attempt, three attempts) must give up.
  await page.route(helpManifest, () => undefined);
  const fallback = await expectIsolatedFailure(page, consoleErrors);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expectRetryRecovers(page, fallback);
});

test('mf-help remoteEntry.js that hangs: fallback within the load timeout, Retry fetches it again', async ({
  page,
}) => {
  // Held forever, like a hung remote (the gateway's preload of it hangs as well): only the portal's
  // per-remote load timeout (8 s by default) can show the fallback, and Retry must not wait on it.
  // The clock starts when the page asks for the entry (not at goto: a busy machine may take a while
  // to get there), so what is measured is the portal's own load timeout.
  const held: number[] = [];
  await page.route(helpEntry, () => {
    held.push(Date.now());
  });
  // Not `load`: the held entry's script tag may keep it pending (a player waits for the page).
  await page.goto(help.path, { waitUntil: 'domcontentloaded' });
  const fallback = page.locator(`${slotSelector('mf-help')} [data-fallback-for="mf-help"]`);
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
  expect(held.length).toBeGreaterThan(0);
  expect(Date.now() - held[0]!, 'fallback within the load timeout').toBeLessThan(12_000);

  // The remote answers again; the held request is still pending, Retry asks anew (a cache-busted URL).
  await page.unroute(helpEntry);
  const retried = page.waitForRequest((request) => /remoteEntry\.js\?portal-retry=\d+$/.test(request.url()));
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await retried;
  await expectRemotePage(page, help);
});
