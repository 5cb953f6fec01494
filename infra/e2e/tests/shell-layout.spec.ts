import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { DEMO_PLAYER, giveSessionTo, signInThroughApi } from '../src/shellSession';

const PHONE = { width: 360, height: 740 };

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/** Numbers as the wallet API answers them, formatted like the drawer (1,234). */
const formatted = (value: number) => value.toLocaleString('en-US');

test.describe('the shared layout on a phone (360×740)', () => {
  test.use({ viewport: PHONE });

  test('home for a visitor: header, hero, games, five-column bottom navigation', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page.getByTestId('home-page').getByTestId('game-card').first()).toBeVisible();
    await expect(page.getByTestId('bottom-nav').getByRole('link', { name: 'HOME' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.waitForLoadState('networkidle');
    await attachScreenshot(page, testInfo, 'home-360x740');
  });

  test('side drawer for a visitor: Register, Login, the Play grid, EULA and Privacy', async ({
    page,
  }, testInfo) => {
    await page.goto('/games');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(drawer.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(drawer.getByRole('listitem')).toHaveText([
      'Games',
      'Top Up',
      'Transfer',
      'Quests',
      'Gacha',
      'My VIP',
    ]);
    await expect(drawer.getByRole('link', { name: 'EULA' })).toHaveAttribute('href', '/tou');
    await expect(drawer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(drawer.getByTestId('drawer-wallet')).toHaveCount(0);
    await expect(drawer.getByTestId('drawer-profile')).toHaveCount(0);
    // Page scroll is locked while it is open.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await attachScreenshot(page, testInfo, 'drawer-visitor-360x740');

    // Escape closes it with the 1000 ms slide; focus comes back to the burger.
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[data-state="closing"]')).toHaveCount(1);
    await expect(page.locator('dialog')).toHaveCount(0, { timeout: 3000 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('side drawer for a signed-in player: profile card, wallet, Play grid, inventory', async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    const session = await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password);
    await giveSessionTo(context, baseURL!, session);
    await page.goto('/hub');
    await expect(page.getByTestId('hub-page').getByRole('heading', { level: 1 })).toContainText(
      DEMO_PLAYER.nickname,
    );
    await expect(page.getByTestId('hub-wallet').getByTestId('gold-balance-widget')).toBeVisible();
    await expect(page.getByTestId('hub-vip').getByTestId('vip-rank-card')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await attachScreenshot(page, testInfo, 'hub-360x740');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const profile = drawer.getByTestId('drawer-profile');
    await expect(profile).toContainText(DEMO_PLAYER.nickname);
    await expect(profile).toContainText(`ID: ${session.userId}`);
    await expect(profile.getByRole('button', { name: 'Copy user ID' })).toBeVisible();

    const refresh = (await (
      await request.get('/api/private/wallet/refresh', {
        headers: { authorization: `Bearer ${session.token}` },
      })
    ).json()) as {
      data: { totals: { totalGold: number; totalBoundGold: number; point: number; tokenAmount: number } };
    };
    const { totals } = refresh.data;
    const wallet = drawer.getByTestId('drawer-wallet');
    // Gold and bound gold are mf-wallet-vip's balance widget (menu variant), loaded at runtime.
    const balance = wallet.getByTestId('gold-balance-widget');
    await expect(balance.getByTestId('balance-gold')).toHaveAttribute(
      'data-amount',
      String(totals.totalGold),
    );
    await expect(balance.getByTestId('balance-bound')).toContainText(formatted(totals.totalBoundGold));
    await expect(balance.getByRole('link', { name: 'Top Up' })).toHaveAttribute('href', '/topup');
    await expect(wallet.getByRole('term')).toHaveText(['Points', 'Gacha Points']);
    await expect(wallet.getByRole('definition')).toHaveText(
      [totals.point, totals.tokenAmount].map(formatted),
    );
    await expect(drawer.getByRole('link', { name: 'My Transactions' })).toHaveAttribute(
      'href',
      '/account/my-transaction?tab=topup',
    );
    await expect(drawer.getByRole('link', { name: 'My Coupons' })).toHaveAttribute(
      'href',
      '/account/my-coupons',
    );
    await expect(drawer.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await page.waitForTimeout(300); // the opening slide
    await attachScreenshot(page, testInfo, 'drawer-player-360x740');

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await profile.getByRole('button', { name: 'Copy user ID' }).click();
    await expect(profile.getByRole('status')).toHaveText('User Id has beed copied!');
  });

  test('ghost header: see-through at the top of /, filled once scrolled more than 20 px', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-page').getByTestId('game-card').first()).toBeVisible();
    const header = page.getByTestId('shell-header');
    await expect(header).toHaveAttribute('data-filled', 'false');
    const transparent = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(transparent).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).toHaveAttribute('data-filled', 'false');
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute('data-filled', 'true');
    await expect
      .poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor))
      .not.toBe(transparent);
  });

  test('webview mode hides the burger, except on /login', async ({ page }) => {
    await page.goto('/games?webview=ash_echoes');
    await expect(page.getByTestId('games-page')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Need Help' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    // The gateway kept the product code: the next page is still a webview.
    await page.goto('/play-testing');
    await expect(page.getByTestId('play-testing-page')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });
});

test.describe('language', () => {
  test.use({ viewport: PHONE });

  test('choosing VN - Vietnamese sets lang and reloads in Vietnamese', async ({ page }) => {
    await page.goto('/games');
    await expect(page.getByTestId('bottom-nav').getByRole('link', { name: 'GAMES' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await Promise.all([
      page.waitForURL(/\/games\?lang=vn$/),
      page.getByRole('combobox', { name: 'Choose your language' }).selectOption('vn'),
    ]);
    await expect(page.getByTestId('bottom-nav').getByRole('link')).toHaveText([
      'TRANG CHỦ',
      'TRÒ CHƠI',
      'NẠP',
      'VIP',
      'THỬ NGHIỆM',
    ]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trò chơi');
  });

  test('?lang=vn on any address starts in Vietnamese; the wide dropdown lists the four languages', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/play-testing?lang=vn');
    await expect(page.getByRole('button', { name: 'Cần trợ giúp' })).toBeVisible();
    await page.getByRole('button', { name: /Ngôn ngữ: VN - Vietnamese/ }).click();
    await expect(page.getByRole('option')).toHaveText([
      'EN - English',
      'VN - Vietnamese',
      'TH - Thai',
      'ID - Indonesian',
    ]);
    await page.keyboard.press('ArrowUp');
    await Promise.all([page.waitForURL(/lang=en$/), page.keyboard.press('Enter')]);
    await expect(page.getByRole('button', { name: 'Need Help' })).toBeVisible();
  });
});
