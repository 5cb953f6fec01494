import { CSRF_COOKIE, CSRF_HEADER, TOKEN_COOKIE, USER_ID_COOKIE } from '@portal/contracts';
import type { Page } from '@playwright/test';
import { DEMO_PLAYER, expect, test } from '../src/authPortal';

/** Signs in through the login page, like a player. */
async function signIn(page: Page) {
  await page.goto('/login');
  const modal = page.getByTestId('page-login');
  await expect(modal.getByRole('heading', { level: 1 })).toHaveText('Welcome Back!');
  await modal.getByLabel('Email').fill(DEMO_PLAYER.email);
  await modal.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
  await modal.getByRole('button', { name: 'Login Now' }).click();
  await expect(page).toHaveURL(/\/hub$/);
}

/** A change sent by a script of the page, with or without the CSRF header. */
const patchConfiguration = (page: Page, withCsrf: boolean) =>
  page.evaluate(
    async ({ csrfCookie, csrfHeader, send }) => {
      const csrf = document.cookie
        .split('; ')
        .find((cookie) => cookie.startsWith(`${csrfCookie}=`))
        ?.slice(csrfCookie.length + 1);
      const response = await fetch('/api/private/user/configuration', {
        method: 'PATCH',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', ...(send && csrf ? { [csrfHeader]: csrf } : {}) },
        body: JSON.stringify({ hasPendingPayment: false }),
      });
      return { status: response.status, body: await response.json() };
    },
    { csrfCookie: CSRF_COOKIE, csrfHeader: CSRF_HEADER, send: withCsrf },
  );

test.describe('HttpOnly session and CSRF', () => {
  test('the session cookie is HttpOnly and SameSite=Lax for 90 days; scripts see only the user id', async ({
    page,
  }) => {
    await signIn(page);
    const cookies = await page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === TOKEN_COOKIE);
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const days = ((token?.expires ?? 0) * 1000 - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThanOrEqual(90);
    expect(cookies.find((cookie) => cookie.name === USER_ID_COOKIE)?.httpOnly).toBe(false);

    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain(`${TOKEN_COOKIE}=`);
    expect(visible).toContain(`${USER_ID_COOKIE}=`);
    expect(visible).not.toContain(token?.value ?? 'no token');
  });

  test('a same-origin change needs the CSRF header; the portal sends it and signs out through the API', async ({
    page,
  }) => {
    await signIn(page);
    const refused = await patchConfiguration(page, false);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('CSRF_REJECTED');
    const accepted = await patchConfiguration(page, true);
    expect(accepted.status).toBe(200);

    // The /me call of the shell rides on the cookie alone: the player's name is on the page.
    await expect(page.getByTestId('hub-page').getByRole('heading', { level: 1 })).toContainText(
      DEMO_PLAYER.nickname,
    );
  });
});
