/**
 * The pages strangers land on besides the campaign landings (/login, /vip/details, a public profile)
 * arrive drawn by their remote's server render: readable without JavaScript, in the language asked
 * for, and with JavaScript each page takes over without a shift and works as before.
 */
import { test } from '../src/fixtures';
import { campaignExpect as expect } from '../src/campaignPortal';
import { watchCspViolations } from '../src/cspViolations';
import { layoutShift } from '../src/layoutShift';
import { DEMO_PLAYER } from '../src/players';
import { servedDocument, takenOver, visitServed } from '../src/servedPages';

interface ServedPage {
  path: string;
  app: string;
  /** The page's h1 and main text in Thai. */
  heading: string;
  text: string;
  /** Drawn only from the API's answer: the render read it in time. */
  fromApi: string;
}

const PAGES: ServedPage[] = [
  {
    path: '/login',
    app: 'mf-auth',
    heading: 'ยินดีต้อนรับกลับมา!',
    text: 'เข้าสู่ระบบด้วยอีเมลและรหัสผ่าน หรือด้วยบัญชีโซเชียล',
    fromApi: 'data-testid="page-login"',
  },
  {
    path: '/vip/details',
    app: 'mf-wallet-vip',
    heading: 'VIP',
    text: 'ใช้ Gold ในเกมของคุณเพื่อรับ XP และปลดล็อก VIP Silver และ VIP Gold',
    fromApi: 'data-testid="vip-how-xp"',
  },
  {
    path: '/profiles/demo',
    app: 'mf-profile',
    heading: `โปรไฟล์ของ ${DEMO_PLAYER.nickname}`,
    text: 'กิจกรรมในเกม',
    fromApi: 'data-testid="profile-nickname"',
  },
];

test.describe('server-drawn pages', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const served of PAGES) {
    test(`a plain request for ${served.path} in Thai finds its heading and main text in the HTML`, async ({
      request,
    }) => {
      const html = await servedDocument(request, `${served.path}?lang=th`, served.fromApi);
      expect(html).toMatch(/<html[^>]* lang="th"/);
      expect(html).toContain(
        `<section id="remote-slot-${served.app}" data-remote="${served.app}" data-server-render="">`,
      );
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(served.heading);
      expect(html).toContain(served.text);
    });
  }

  test('a browser without JavaScript shows each page, styled, and the CSP refuses none of it', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    let where = '';
    const refused = watchCspViolations(page, () => where);
    for (const served of PAGES) {
      where = served.path;
      await servedDocument(request, `${served.path}?lang=th`, served.fromApi);
      await page.goto(`${served.path}?lang=th`);
      await expect(page.getByRole('heading', { level: 1, name: served.heading })).toBeVisible();
      await expect(page.getByText(served.text).first()).toBeVisible();
    }
    // The social buttons in their grid: emotion's CSS came with the document.
    await page.goto('/login?lang=th');
    await expect(page.locator('ul:has(> li > button[data-social])')).toHaveCSS('display', 'grid');
    expect(refused).toEqual([]);
    await context.close();
  });

  for (const served of PAGES) {
    test(`with JavaScript ${served.path} takes over without a shift or an error`, async ({
      browser,
      request,
    }) => {
      await servedDocument(request, served.path, served.fromApi);
      const { context, page, errors, served: document } = await visitServed(browser, served.path);
      expect(document).toContain('data-server-render=""');

      await takenOver(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('the demo player signs in from the served /login', async ({ browser, request }) => {
    await servedDocument(request, '/login', 'data-testid="page-login"');
    const { context, page, served } = await visitServed(browser, '/login');
    expect(served).toContain('data-server-render=""');
    await takenOver(page);

    const form = page.getByTestId('page-login');
    await form.getByLabel('Email').fill(DEMO_PLAYER.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
    await form.getByRole('button', { name: 'Login Now' }).click();
    await expect(page).toHaveURL(/\/hub$/);
    await expect(page.getByTestId('hub-page').getByRole('heading', { level: 1 })).toContainText(
      DEMO_PLAYER.nickname,
    );
    await context.close();
  });
});
