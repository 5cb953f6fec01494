import { test } from '../src/fixtures';
import { codeFromOutbox, DEMO_PLAYER, uniqueEmail } from '../src/players';
import { campaignExpect as expect, LANDING } from '../src/campaignPortal';

test.describe.configure({ timeout: 180_000 });

test.describe('Ash Echoes pre-registration (001 §2)', () => {
  test('a visitor pre-registers end to end with the OTP from the dev outbox and sees the coupon', async ({
    page,
  }) => {
    const email = uniqueEmail('ae-visitor');
    await page.goto('/games/pre-register/ash_echoes');
    const flow = page.getByTestId('pre-register-flow');
    // Each step the player moves to takes focus on its heading (the pressed button is gone).
    const focusedStep = flow.locator('[data-step-heading]:focus');
    await expect(flow.getByText('input a valid email address to receive your rewards')).toBeVisible();
    await flow.getByLabel('Email').fill(email);
    await flow.getByRole('button', { name: 'Continue' }).click();
    await expect(focusedStep).toHaveText('Create your account');

    await flow.getByLabel('Password', { exact: true }).fill('ashes2026');
    await flow.getByLabel('Confirm password').fill('ashes2026');
    await flow.getByRole('button', { name: 'Continue to OTP' }).click();

    await expect(focusedStep).toHaveText('Enter the code');
    await expect(flow.getByText("didn't receive the code")).toBeVisible();
    await expect(flow.getByRole('button', { name: /^resend in \d+s$/ })).toBeDisabled();
    await flow.getByLabel('Code', { exact: true }).fill(await codeFromOutbox(page.request, email));
    await flow.getByRole('button', { name: 'Verify' }).click();
    await expect(focusedStep).toHaveText('Almost done');

    await flow.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    await flow.getByRole('checkbox', { name: /EULA/ }).check();
    await flow.getByRole('button', { name: 'Pre-register' }).click();

    await expect(flow.getByRole('heading', { name: 'Thank you for pre-registering!' })).toBeFocused();
    await expect(flow.getByTestId('step-announcer')).toHaveText('Thank you for pre-registering!');
    await flow.getByRole('button', { name: 'view my coupon' }).click();
    await expect(flow.getByTestId('reward-code')).toHaveText(/\S{6,}/);
  });

  test('an existing player pre-registers by logging in, and "not you" signs out within the flow', async ({
    page,
  }) => {
    await page.goto('/pre-register');
    const flow = page.getByTestId('pre-register-flow');
    await flow.getByLabel('Email').fill(DEMO_PLAYER.email);
    await flow.getByRole('button', { name: 'Continue' }).click();
    await expect(flow.getByRole('heading', { name: 'Welcome back' })).toBeFocused();
    await expect(flow.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await flow.getByLabel('Password').fill(DEMO_PLAYER.password);
    await flow.getByRole('button', { name: 'Log in' }).click();

    // The seeded demo player has not pre-registered yet, or did in an earlier test of this portal.
    const consent = flow.getByRole('button', { name: 'Pre-register' });
    const done = flow.getByRole('heading', { name: 'Thank you for pre-registering!' });
    await expect(consent.or(done)).toBeVisible();
    if (await consent.isVisible()) {
      await expect(flow.getByText(`Signed in as ${DEMO_PLAYER.nickname}`, { exact: false })).toBeVisible();
      await flow.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
      await flow.getByRole('checkbox', { name: /EULA/ }).check();
      await consent.click();
    }
    await expect(done).toBeVisible();
    await flow.getByRole('button', { name: 'view my coupon' }).click();
    await expect(flow.getByTestId('reward-code')).toBeVisible();
    await flow.getByRole('button', { name: 'Not you? Change account' }).click();
    await expect(flow.getByLabel('Email')).toBeVisible();
    await page.goto(LANDING);
    await expect(page.getByTestId('page-official')).toBeVisible();
  });

  test('"Pre-Register now" puts focus on the flow, one Tab from its email field', async ({ page }) => {
    await page.goto(LANDING);
    await page.getByRole('button', { name: 'Pre-Register now' }).click();
    const flow = page.getByTestId('pre-register-flow');
    await expect(flow.getByRole('heading', { name: 'Pre-Register' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(flow.getByLabel('Email')).toBeFocused();
  });

  test('at 360 px the focused heading "Pre-Register now" leads to is whole, below the sticky section navigation', async ({
    browser,
  }) => {
    const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await page.goto(LANDING);
    await page.getByRole('button', { name: 'Pre-Register now' }).click();
    const heading = page.getByTestId('pre-register-flow').getByRole('heading', { name: 'Pre-Register' });
    await expect(heading).toBeFocused();
    const nav = page.getByRole('navigation', { name: 'Sections' });
    // Held until the sections passed on the way have rendered.
    await expect
      .poll(async () => {
        const [box, navBox] = [await heading.boundingBox(), await nav.boundingBox()];
        return box && navBox && box.y >= navBox.y + navBox.height && box.y + box.height <= 740;
      })
      .toBe(true);
    await page.context().close();
  });
});
