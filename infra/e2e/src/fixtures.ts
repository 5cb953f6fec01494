/**
 * `test` for every browser test: `baseURL` is the portal the global setup started, `portal` tells
 * where its deploy folder is, and `consoleErrors` collects the page's console.error lines.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { portalFromEnv, type PortalUnderTest } from './portalEnv';
import { slotSelector, type RemotePage } from './pages';

interface PortalFixtures {
  portal: PortalUnderTest;
  consoleErrors: string[];
}

export const test = base.extend<PortalFixtures>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  portal: async ({}, provide) => provide(portalFromEnv()),
  baseURL: async ({ portal }, provide) => provide(portal.url),
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await provide(errors);
  },
});

export { expect };

/** The remote's page is on screen: its h1, inside the remote's own slot. */
export async function expectRemotePage(page: Page, remote: RemotePage): Promise<void> {
  const article = page.locator(slotSelector(remote.app)).getByTestId(remote.testId);
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(remote.heading);
}

/** Client-side navigation the way the shell's router does it: pushState, then tell the listeners. */
export async function navigateClientSide(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
