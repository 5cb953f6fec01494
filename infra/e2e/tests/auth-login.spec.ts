import { DEMO_PLAYER, expect, test, tokenCookie } from '../src/authPortal';
import type { Page } from '@playwright/test';

async function signIn(page: Page, password: string) {
  const modal = page.getByTestId('page-login');
  await expect(modal.getByRole('heading', { level: 1 })).toHaveText('Welcome Back!');
  await modal.getByLabel('Email').fill(DEMO_PLAYER.email);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Login Now' }).click();
}

test.describe('sign-in', () => {
  test('a wrong password is refused with the catalogue message, then the right one signs in', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, 'not-my-password');
    await expect(page.getByTestId('page-login').getByRole('alert')).toHaveText(
      'Username and password provided does not match our records',
    );
    expect(await tokenCookie(page)).toBeUndefined();

    await page.getByTestId('page-login').getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
    await page.getByTestId('page-login').getByRole('button', { name: 'Login Now' }).click();
    await expect(page).toHaveURL(/\/hub$/);
    await expect(page.getByTestId('hub-page').getByRole('heading', { level: 1 })).toContainText(
      DEMO_PLAYER.nickname,
    );
    expect(await tokenCookie(page)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('a protected route sends a visitor to /login with the encoded referrer, and back there after sign-in', async ({
    page,
  }) => {
    await page.goto('/account/my-coupons?sort=newest');
    await expect(page).toHaveURL(/\/login\?referrer=%2Faccount%2Fmy-coupons%3Fsort%3Dnewest$/);
    await signIn(page, DEMO_PLAYER.password);
    await expect(page).toHaveURL(/\/account\/my-coupons\?sort=newest$/);
  });

  test('a crafted referrer=https://evil.example stays on the portal', async ({ page, authPortal }) => {
    await page.goto('/login?referrer=https%3A%2F%2Fevil.example');
    await signIn(page, DEMO_PLAYER.password);
    await expect(page).toHaveURL(`${authPortal.url}/hub`);
  });
});
