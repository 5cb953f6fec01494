/**
 * Four languages, one language state: a player who opens a campaign in Thai keeps Thai on every
 * portal page reached from it, through sign-in and a reload, with one language picker (the
 * header's) on the page; Thai and Vietnamese portal pages fit a 320 px screen, and Thai text has
 * a font even where the system has none (headless Chromium here).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, navigateClientSide, test } from '../src/fixtures';
import { portalPages, type PortalPage } from '../src/experiencePages';
import { DEMO_PLAYER, giveSessionTo, signInThroughApi } from '../src/shellSession';
import { LANDING } from '../src/campaignPortal';

/** The campaign's own "Language: EN" button, which the shell's header replaces. */
const CAMPAIGN_PICKER = /^(Language|ภาษา|Bahasa|Ngôn ngữ): [A-Z]{2}$/;

async function expectOnePickerInThai(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'ภาษา: TH - Thai' })).toBeVisible();
  await expect(page.getByRole('button', { name: CAMPAIGN_PICKER })).toHaveCount(0);
}

test.describe('?lang=th on a campaign page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('gives Thai on the campaign and on every portal page reached from it, after sign-in and after a reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${LANDING}?lang=th`);
    await expect(
      page.getByRole('navigation', { name: 'หมวด' }).getByRole('link', { name: 'ลงทะเบียนล่วงหน้า' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expectOnePickerInThai(page);

    // Portal pages reached from the campaign: the header's links, no ?lang in the address.
    const nav = page.getByRole('navigation', { name: 'เมนูหลัก' });
    await nav.getByRole('link', { name: 'เกม', exact: true }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('เกม');
    await expectOnePickerInThai(page);

    await nav.getByRole('link', { name: 'เติมเงิน', exact: true }).click();
    await expect(page.getByTestId('page-topup').getByRole('heading', { level: 1 })).toHaveText('เติมเงิน');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');

    // A protected page sends the visitor to sign-in, in Thai; signing in lands on the hub in Thai.
    await navigateClientSide(page, '/hub');
    await expect(page.getByTestId('page-login').getByRole('heading', { level: 1 })).toHaveText(
      'ยินดีต้อนรับกลับมา!',
    );
    const form = page.getByRole('form', { name: 'ยินดีต้อนรับกลับมา!' });
    await form.getByLabel('อีเมล').fill(DEMO_PLAYER.email);
    await form.getByLabel('รหัสผ่าน', { exact: true }).fill(DEMO_PLAYER.password);
    await form.getByRole('button', { name: 'เข้าสู่ระบบเลย' }).click();
    await expect(page).toHaveURL(/\/hub$/);
    await expect(page.getByTestId('hub-page').getByRole('heading', { level: 1 })).toHaveText(
      `ยินดีต้อนรับกลับ ${DEMO_PLAYER.nickname}!`,
    );

    await page.reload();
    await expect(page.getByTestId('hub-page').getByRole('heading', { level: 1 })).toHaveText(
      `ยินดีต้อนรับกลับ ${DEMO_PLAYER.nickname}!`,
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expectOnePickerInThai(page);

    await nav.getByRole('link', { name: 'VIP ของฉัน', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('VIP ของฉัน');

    // An operator's gacha event, by the name the operator gave it in Thai.
    await navigateClientSide(page, '/gacha-event');
    await expect(page.getByRole('heading', { level: 2, name: 'กาชาฉลองเปิดตัว' })).toBeVisible();

    // Back on the campaign, signed in: still Thai, still one picker.
    await page.goto(LANDING);
    await expect(
      page.getByRole('navigation', { name: 'หมวด' }).getByRole('link', { name: 'ลงทะเบียนล่วงหน้า' }),
    ).toBeVisible({ timeout: 30_000 });
    await expectOnePickerInThai(page);
  });
});

test("a campaign's own content is in Thai: a quest on its Thai landing and on the portal's /quest", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${LANDING}?lang=th`);
  await page
    .getByRole('navigation', { name: 'หมวด' })
    .getByRole('link', { name: 'คอมมูนิตี้' })
    .click({ timeout: 30_000 });
  // The API serves "Follow the official Discord"; the campaign's catalogue has it in Thai.
  await expect(page.getByTestId('quest-follow-discord')).toContainText('ติดตาม Discord ทางการ', {
    timeout: 30_000,
  });

  await navigateClientSide(page, '/quest');
  await expect(
    page.getByTestId('page-quest').getByTestId('quest').filter({ hasText: 'ติดตาม Discord ทางการ' }),
  ).toContainText('เข้าร่วมช่องคอมมูนิตี้ของ Ash Echoes', { timeout: 30_000 });
});

interface Overflow {
  language: string;
  path: string;
  pixels: number;
}

/** Client-side visits at 320 px: each page's h1, then how far the document is wider than the screen. */
async function overflowsOf(page: Page, language: string, pages: readonly PortalPage[]): Promise<Overflow[]> {
  const found: Overflow[] = [];
  for (const target of pages) {
    await navigateClientSide(page, target.path);
    await page
      .locator('main h1')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => page.waitForLoadState('networkidle'));
    const pixels = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (pixels > 0) found.push({ language, path: target.path, pixels });
  }
  return found;
}

async function contextIn(browser: Browser, baseURL: string, language: string, signedIn: boolean) {
  const context = await browser.newContext({ viewport: { width: 320, height: 740 } });
  if (signedIn)
    await giveSessionTo(
      context,
      baseURL,
      await signInThroughApi(context.request, DEMO_PLAYER.email, DEMO_PLAYER.password),
    );
  const page = await context.newPage();
  await page.goto(`/games?lang=${language}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { context, page };
}

test('Thai bold text is drawn with the Thai face, not as empty boxes of a system face: the heading and the sign-in button', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/login?lang=th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ยินดีต้อนรับกลับมา!');
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  /** How many glyphs of the element's text the Thai face drew (the page may still swap its drawing). */
  const thaiGlyphs = async (selector: string) => {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) return 0;
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.find((font) => font.familyName === 'Noto Sans Thai')?.glyphCount ?? 0;
  };
  for (const selector of ['h1', 'form button[type="submit"]'])
    await expect.poll(() => thaiGlyphs(selector), { message: selector }).toBeGreaterThan(8);
  await context.close();
});

test('the portal pages in Thai and in Vietnamese fit 320 px, and Thai text has its font', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const pages = (await portalPages(request)).filter((p) => !p.app.startsWith('mf-campaign-'));
  expect(pages.length).toBeGreaterThan(20);
  const overflows: Overflow[] = [];
  for (const language of ['th', 'vn']) {
    for (const signedIn of [false, true]) {
      const { context, page } = await contextIn(browser, baseURL!, language, signedIn);
      if (language === 'th') {
        await expect(page.locator('html')).toHaveAttribute('lang', 'th');
        await expect
          .poll(() =>
            page.evaluate(async () => (await document.fonts.load('16px "Noto Sans Thai"', 'ก')).length),
          )
          .toBeGreaterThan(0);
      }
      overflows.push(
        ...(await overflowsOf(
          page,
          language,
          pages.filter((p) => p.signedOut !== signedIn),
        )),
      );
      await context.close();
    }
  }
  expect(overflows).toEqual([]);
});
