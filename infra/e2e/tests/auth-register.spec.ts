import { codeFromOutbox, expect, signOut, test, tokenCookie, uniqueEmail } from '../src/authPortal';

test.describe('registration, with the code from the mail', () => {
  test('a visitor registers with the code read from the dev outbox, lands signed in, then signs out', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('newcomer');
    await page.goto('/register');
    const modal = page.getByTestId('page-register');
    await expect(modal.getByRole('heading', { level: 1 })).toHaveText("Let's register your account");

    await modal.getByLabel('Email').fill(email);
    await modal.getByLabel('Password', { exact: true }).fill('brave-new-pass');
    await modal.getByLabel('Confirm password').fill('brave-new-pass');
    await expect(modal.getByText('Click "Send" to get verification code on your email.')).toBeVisible();
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect(modal.getByText('Verification code has been sent. Please check your email')).toBeVisible();
    await expect(modal.getByText("We've sent the verification code. Please check your email.")).toBeVisible();
    await expect(modal.getByTestId('send-code')).toHaveText(/^Resend \((60|59|58)\)$/);
    await expect(modal.getByTestId('send-code')).toBeDisabled();

    await modal.getByLabel('Verification code').fill(await codeFromOutbox(page, email));
    await modal.getByRole('checkbox').check();
    await modal.getByRole('button', { name: 'Register Now' }).click();

    // Signed in automatically: the signed-in home greets the new player by their default nickname.
    await expect(page).toHaveURL(/\/hub$/);
    await expect(page.getByTestId('hub-page').getByRole('heading', { level: 1 })).toContainText(
      /Welcome, [A-Z][a-z]+[A-Z][a-z]+\d{3}!/,
    );
    const token = await tokenCookie(page);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'portal_token');
    expect(cookie?.sameSite).toBe('Lax');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(89 * 24 * 3600);

    await signOut(page);
    expect(await tokenCookie(page)).toBeUndefined();
    const me = await request.get('/api/private/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status(), 'the signed-out session is revoked').toBe(401);
    await page.goto('/hub');
    await expect(page).toHaveURL(/\/login\?referrer=%2Fhub$/);
  });

  test('EMAIL_IS_USED shows under the email field and a wrong code under the code field', async ({
    page,
  }) => {
    await page.goto('/register');
    const modal = page.getByTestId('page-register');
    await modal.getByLabel('Email').fill('demo@player.test');
    await modal.getByLabel('Password', { exact: true }).fill('whatever1');
    await modal.getByRole('button', { name: 'Send' }).click();
    const emailField = modal.getByLabel('Email');
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription('This email is already used');

    const email = uniqueEmail('wrong-code');
    await emailField.fill(email);
    await modal.getByRole('button', { name: 'Send' }).click();
    const code = await codeFromOutbox(page, email);
    await modal.getByLabel('Confirm password').fill('whatever1');
    await modal.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await modal.getByRole('checkbox').check();
    await modal.getByRole('button', { name: 'Register Now' }).click();
    const codeField = modal.getByLabel('Verification code');
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(codeField).toHaveAccessibleDescription(/Please provide a valid code/);
    await expect(page).toHaveURL(/\/register$/);
  });
});
