/**
 * `test` for every browser test: `baseURL` is the portal under test, `portal` tells where its
 * deploy folder is, and `consoleErrors` collects the page's console.error lines.
 *
 * By default that is the portal the global setup started, which every worker shares. A file that
 * redeploys or breaks a remote says `test.use({ ownDeployment: true })`: its worker gets a portal
 * of its own over a copy of the deploy folder, so nobody else sees the change.
 */
import { expect, type Page } from '@playwright/test';
import { test as base } from './baseTest';
import { portalFromEnv, type PortalUnderTest } from './portalEnv';
import { slotSelector, type RemotePage } from './pages';
import { startPortalCopy } from './tempPortal';

interface PortalTestFixtures {
  consoleErrors: string[];
}

interface PortalWorkerFixtures {
  ownDeployment: boolean;
  portal: PortalUnderTest;
}

export const test = base.extend<PortalTestFixtures, PortalWorkerFixtures>({
  ownDeployment: [false, { option: true, scope: 'worker' }],
  portal: [
    async ({ ownDeployment }, provide) => {
      const shared = portalFromEnv();
      if (!ownDeployment) return provide(shared);
      const own = await startPortalCopy(shared);
      try {
        await provide(own);
      } finally {
        await own.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
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
