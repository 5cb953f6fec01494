/**
 * Language that sticks: `?lang=vn` is remembered (a cookie the gateway reads too), so a
 * full page load without it (TOPUP), a guard redirect and a reload stay in Vietnamese, with
 * `<html lang="vi">` already in the document the gateway sends.
 */
import { expect, test } from '../src/fixtures';

test.use({ viewport: { width: 360, height: 740 } });

test('?lang=vn survives the full page load of TOPUP: the document itself says lang="vi"', async ({
  page,
}) => {
  await page.goto('/games?lang=vn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trò chơi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  const topupDocument = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/topup' && response.request().resourceType() === 'document',
  );
  await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'NẠP' }).click();
  const served = await (await topupDocument).text();
  expect(served).toMatch(/<html[^>]*\slang="vi"/);
  await expect(page).toHaveURL(/\/topup$/);
  await expect(page.getByTestId('page-topup').getByRole('heading', { level: 1 })).toHaveText('Nạp');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  // A reload without ?lang stays Vietnamese too.
  await page.reload();
  await expect(page.getByTestId('page-topup').getByRole('heading', { level: 1 })).toHaveText('Nạp');
});

test('?lang=vn survives the guard redirect of a protected page to sign-in (the referrer keeps it)', async ({
  page,
}) => {
  await page.goto('/hub?lang=vn');
  await expect(page).toHaveURL(/\/login\?referrer=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('referrer') ?? '')).toBe('/hub?lang=vn');
  await expect(page.getByTestId('page-login').getByRole('heading', { level: 1 })).toHaveText(
    'Chào mừng trở lại!',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page).toHaveTitle('Chào mừng trở lại! — Cổng người chơi');
});

test('English stays the default: without ?lang or a cookie the document says lang="en"', async ({ page }) => {
  const response = await page.goto('/games');
  expect(await response!.text()).toMatch(/<html[^>]*\slang="en"/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Games');
});
