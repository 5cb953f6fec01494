import { DEMO_PLAYER, expect, test, tokenCookie, uniqueEmail } from '../src/authPortal';

test.describe('social sign-in through an OAuth 2.0 server on loopback, in a popup', () => {
  test('Google links to the account with the same verified email and signs in where the player was going', async ({
    page,
    authPortal,
  }) => {
    authPortal.setProviderUser({
      sub: `google-${Date.now()}`,
      email: DEMO_PLAYER.email,
      email_verified: true,
    });
    await page.goto('/login?referrer=%2Fgames');
    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId('page-login').getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;

    // The popup goes to the provider, comes back to /auth/login/social/google, answers and closes.
    await popup.waitForEvent('close');
    await expect(page).toHaveURL(/\/games$/);
    expect(await tokenCookie(page)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await page.request.get('/api/private/auth/me', {
      headers: { authorization: `Bearer ${await tokenCookie(page)}` },
    });
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(DEMO_PLAYER.email);
  });

  test('an unknown Google account is sent to /register with its email (Email Not Found)', async ({
    page,
    authPortal,
  }) => {
    const email = uniqueEmail('social');
    authPortal.setProviderUser({ sub: `google-${Date.now()}`, email, email_verified: true });
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId('page-login').getByRole('button', { name: 'Continue with Google' }).click();
    await (await popupOpened).waitForEvent('close');

    const modal = page.getByTestId('page-register');
    await expect(modal.getByRole('heading', { level: 1 })).toHaveText("Let's register your account");
    await expect(modal.getByLabel('Email')).toHaveValue(email);
    expect(await tokenCookie(page)).toBeUndefined();
  });

  test("cancelling at the provider shows 'SSO Cancelled'", async ({ page, authPortal }) => {
    authPortal.denyNextAuthorization();
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId('page-login').getByRole('button', { name: 'Continue with Discord' }).click();
    await (await popupOpened).waitForEvent('close');
    await expect(page.getByTestId('page-login').getByRole('alert')).toHaveText('SSO Cancelled');
  });
});
