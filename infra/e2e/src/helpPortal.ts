/**
 * Browser tests of mf-help (tests/help-*.spec.ts) run against a portal configured the way an operator
 * would for the help chat and feedback: a chat vendor on its own origin (CHAT_WIDGET_URL/ORIGINS and the
 * gateway's FRAME_ORIGINS) and an admin token to read the stored feedback back through the API. It serves
 * the same shell copy and deploy folder as the global setup's portal, with its own empty database, one
 * per worker.
 */
import { createWriteStream, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN_TOKEN_HEADER,
  encodePassword,
  FeedbackListSchema,
  helpApiRoutes,
  successEnvelope,
  TOKEN_COOKIE,
  USER_ID_COOKIE,
} from '@portal/contracts';
import * as v from 'valibot';
import { startPortal } from '../../scripts/portal';
import { portalFromEnv } from './portalEnv';
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

/** The demo player the API seeds outside production (infra/api README). */
export const DEMO_PLAYER = { email: 'demo@player.test', password: 'demo1234' } as const;

export const test = base.extend<{ consoleErrors: string[] }, { helpPortal: HelpPortal }>({
  helpPortal: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const { deployDir, shellDir } = portalFromEnv();
      const vendor: StudioSite = await startStudioSite(CHAT_VENDOR_PAGE);
      const root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-e2e-help-'));
      const log = createWriteStream(path.join(root, 'portal.log'));
      const chatWidgetUrl = `${vendor.url}/widget`;
      const running = await startPortal({
        port: 0,
        deployDir,
        shellDir,
        dataDir: path.join(root, 'data'),
        build: false,
        env: {
          BUILD_LABEL: '',
          CHAT_WIDGET_URL: chatWidgetUrl,
          CHAT_WIDGET_ORIGINS: vendor.url,
          FRAME_ORIGINS: vendor.url,
          ADMIN_API_TOKEN: ADMIN_TOKEN,
        },
        log: (line) => log.write(`${line}\n`),
      });
      try {
        await provide({ url: running.url, deployDir, chatWidgetUrl, adminToken: ADMIN_TOKEN });
      } finally {
        await running.stop();
        await vendor.close();
        await new Promise((resolve) => log.end(resolve));
        if (!process.env.PORTAL_E2E_KEEP_TMP) await fs.rm(root, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ helpPortal }, provide) => provide(helpPortal.url),
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await provide(errors);
  },
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
  const response = await page.request.post(`${portal.url}/api/public/auth/login`, {
    data: { email: DEMO_PLAYER.email, password: encodePassword(DEMO_PLAYER.password) },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token, userId } = ((await response.json()) as { data: { token: string; userId: number } }).data;
  await page.context().addCookies([
    { name: TOKEN_COOKIE, value: token, url: portal.url },
    { name: USER_ID_COOKIE, value: String(userId), url: portal.url },
  ]);
  return { userId };
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
