/**
 * Browser tests of mf-help (tests/help-*.spec.ts) run against a portal configured the way an operator
 * would for the help chat and feedback: a chat vendor on its own origin (CHAT_WIDGET_URL/ORIGINS and the
 * gateway's FRAME_ORIGINS) and an admin token to read the stored feedback back through the API. It serves
 * the same shell copy and deploy folder as the global setup's portal, with its own empty database, one
 * per worker.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test as base } from './baseTest';
import { ADMIN_TOKEN_HEADER, FeedbackListSchema, helpApiRoutes, successEnvelope } from '@portal/contracts';
import * as v from 'valibot';
import { DEMO_PLAYER, giveSessionTo, signInThroughApi } from './players';
import { collectConsoleErrors, startWorkerPortal } from './workerPortal';
import { startStudioSite, type StudioSite } from './studioServer';

export interface HelpPortal {
  url: string;
  deployDir: string;
  /** The chat vendor's widget (another origin) that Contact Us and /embed open. */
  chatWidgetUrl: string;
  adminToken: string;
}

/** A tiny stand-in for a chat vendor's widget: it greets the player /embed passed along. */
const CHAT_VENDOR_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Vendor chat</title></head>
<body>
  <h1>Vendor chat</h1>
  <p id="greeting"></p>
  <script>
    const params = new URLSearchParams(location.search);
    document.getElementById('greeting').textContent = 'Hello player ' + (params.get('uid') || 'guest');
  </script>
</body></html>`;

const ADMIN_TOKEN = 'e2e-admin-token-for-the-feedback-list';

export { DEMO_PLAYER } from './players';

export const test = base.extend<{ consoleErrors: string[] }, { helpPortal: HelpPortal }>({
  helpPortal: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const vendor: StudioSite = await startStudioSite(CHAT_VENDOR_PAGE);
      const chatWidgetUrl = `${vendor.url}/widget`;
      const portal = await startWorkerPortal('help', {
        CHAT_WIDGET_URL: chatWidgetUrl,
        CHAT_WIDGET_ORIGINS: vendor.url,
        FRAME_ORIGINS: vendor.url,
        ADMIN_API_TOKEN: ADMIN_TOKEN,
      });
      try {
        await provide({
          url: portal.url,
          deployDir: portal.deployDir,
          chatWidgetUrl,
          adminToken: ADMIN_TOKEN,
        });
      } finally {
        await portal.stop();
        await vendor.close();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ helpPortal }, provide) => provide(helpPortal.url),
  consoleErrors: collectConsoleErrors,
});

export { expect };

/** Stored feedback, newest first, read back through the admin route. */
export async function storedFeedback(request: APIRequestContext, portal: HelpPortal) {
  const response = await request.get(`${portal.url}${helpApiRoutes.adminFeedback}?limit=50`, {
    headers: { [ADMIN_TOKEN_HEADER]: portal.adminToken },
  });
  expect(response.status()).toBe(200);
  return v.parse(successEnvelope(FeedbackListSchema), await response.json()).data;
}

/** Signs the demo player in through the accounts API and leaves the session cookies the shell reads. */
export async function signInAsDemoPlayer(page: Page, portal: HelpPortal): Promise<{ userId: number }> {
  const session = await signInThroughApi(page.request, DEMO_PLAYER.email, DEMO_PLAYER.password);
  await giveSessionTo(page.context(), portal.url, session);
  return { userId: session.userId };
}

/** The Help Center as a player opens it: the header's Need Help. */
export async function openHelpCenter(page: Page) {
  await page.getByTestId('shell-header').getByRole('button', { name: 'Need Help' }).click();
  const sheet = page.getByRole('dialog', { name: 'Help Center' });
  await expect(sheet).toBeVisible();
  return sheet;
}

export async function openFeedbackSheet(page: Page) {
  const menu = await openHelpCenter(page);
  await menu.getByRole('button', { name: /^Give a Feedback/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Give a Feedback' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** A description no other test sends, to find its row. */
export const uniqueText = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
